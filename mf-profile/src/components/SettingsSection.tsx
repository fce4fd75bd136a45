import {
  Button,
  Card,
  communityThemeLoaded,
  darkModeSet,
  defaultTheme,
  type HomeChoice,
  isTheme,
  LoadingOverlay,
  loadSettings,
  RadioGroup,
  Select,
  saveSettings,
  selectCommunityTheme,
  selectDark,
  selectFlags,
  strings,
  type User,
} from '@portal/shared';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { useLazyCommunityThemeQuery } from '../api/profileApi';
import { changeCommunity } from '../lib/communityChange';

const DEFAULT_THEME = defaultTheme.name;

/** Profile settings: theme (light/dark and community theme), home, and community. */
export function SettingsSection({ user }: { user: User }) {
  const dispatch = useDispatch();
  const dark = useSelector(selectDark);
  const communityTheme = useSelector(selectCommunityTheme);
  const flags = useSelector(selectFlags);
  const [home, setHome] = useState<HomeChoice>(loadSettings().home);
  const [community, setCommunity] = useState(user.community.communityId);
  /** The community being changed to, while the portal reloads. */
  const [changing, setChanging] = useState<string | null>(null);
  const [loadTheme, themeState] = useLazyCommunityThemeQuery();
  const themeFile = flags.communityCustomThemeFile;
  const communityThemeName = themeState.data?.name ?? communityTheme?.name;

  const chooseTheme = async (name: string) => {
    if (name === DEFAULT_THEME || !themeFile) {
      dispatch(communityThemeLoaded(null));
      saveSettings({ themeName: DEFAULT_THEME });
      return;
    }
    const result = await loadTheme(themeFile, true);
    if (result.data && isTheme(result.data)) {
      dispatch(communityThemeLoaded(result.data));
      saveSettings({ themeName: result.data.name });
    }
  };

  return (
    <Card title="Settings">
      <RadioGroup
        legend="Appearance"
        value={dark ? 'dark' : 'light'}
        options={[
          { label: 'Light', value: 'light' },
          { label: 'Dark', value: 'dark' },
        ]}
        onChange={(mode) => {
          saveSettings({ dark: mode === 'dark' });
          dispatch(darkModeSet(mode === 'dark'));
        }}
      />
      {themeFile && (
        <RadioGroup
          legend="Theme"
          value={communityTheme ? 'community' : 'default'}
          options={[
            { label: 'Portal theme', value: 'default' },
            {
              label: communityThemeName ? `${communityThemeName} theme` : 'Community theme',
              value: 'community',
            },
          ]}
          onChange={(choice) =>
            void chooseTheme(choice === 'default' ? DEFAULT_THEME : 'community')
          }
        />
      )}
      {themeState.isError && <p role="alert">{strings.generic}</p>}
      <RadioGroup<HomeChoice>
        legend="Home page"
        value={home}
        options={[
          { label: "What's New", value: '/library/new' },
          { label: 'Categories', value: '/library/category' },
        ]}
        onChange={(choice) => {
          saveSettings({ home: choice });
          setHome(choice);
        }}
      />
      {user.communities.length > 1 && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (community === user.community.communityId) return;
            // On screen before the reload starts: the portal is busy until it comes back.
            flushSync(() =>
              setChanging(user.communities.find((c) => c._id === community)?.name ?? ''),
            );
            changeCommunity(community);
          }}
        >
          <Select
            label="Community"
            value={community}
            options={user.communities.map((c) => ({ label: c.name, value: c._id }))}
            onChange={(event) => setCommunity(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={community === user.community.communityId}
          >
            Change community
          </Button>
        </form>
      )}
      {changing !== null && (
        <LoadingOverlay label={`Changing to ${changing || 'the community'}…`} />
      )}
    </Card>
  );
}
