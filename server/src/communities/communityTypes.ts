export interface CommunitySettings {
  alexaCallingEnabled: boolean;
  alexaWakeWord: string | null;
  residentVideoCalling: boolean;
  requestExperienceEnabled: boolean;
  directoryOptOutEnabled: boolean;
}

/** Remote feature flags of a community, merged with its settings by the client. */
export interface CommunityFlags {
  wellnessEnabled: boolean;
  shortcutsEnabledPlus: boolean;
  communityCustomThemeFile: string | null;
}
