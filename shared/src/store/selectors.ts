import type { Role } from '@portal/contracts';
import { createSelector } from '@reduxjs/toolkit';
import { type Flags, hasHomeSystem, type MergedSettings, type User, userRole } from '../api/user';
import { userApi } from '../api/userApi';
import type { PortalState } from './rootReducer';

const NO_FLAGS: Flags = {
  wellnessEnabled: false,
  shortcutsEnabledPlus: false,
  communityCustomThemeFile: null,
};

/** The signed-in user with every detail, once startup has loaded it. */
export const selectUser = (state: PortalState): User | undefined =>
  state.session.communityId
    ? userApi.endpoints.userDetails.select(state.session.communityId)(state).data
    : undefined;

export const selectFlags = (state: PortalState): Flags =>
  (state.session.communityId
    ? userApi.endpoints.flags.select(state.session.communityId)(state).data
    : undefined) ?? NO_FLAGS;

export const selectRole = (state: PortalState): Role | undefined => {
  const user = selectUser(state);
  return user ? userRole(user) : undefined;
};

export const selectCommunity = (state: PortalState) => selectUser(state)?.community;

export const selectHasHomeSystem = (state: PortalState): boolean => {
  const user = selectUser(state);
  return user ? hasHomeSystem(user) : false;
};

/** Spec 3: community settings merged with the remote feature flags. */
export const selectSettings = createSelector(
  [selectCommunity, selectFlags],
  (community, flags): MergedSettings | undefined =>
    community ? { ...community.settings, ...flags } : undefined,
);
