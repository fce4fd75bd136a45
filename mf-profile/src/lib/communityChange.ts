import { DEFAULT_SETTINGS, type Settings, saveSettings } from '@portal/shared';

/** Spec 4, community change: save the community, clear theme and desktop home, reload. */
export function changeCommunity(
  communityId: string,
  save: (patch: Partial<Settings>) => Settings = saveSettings,
  reload: () => void = () => window.location.reload(),
): void {
  save({ communityId, themeName: undefined, home: DEFAULT_SETTINGS.home });
  reload();
}
