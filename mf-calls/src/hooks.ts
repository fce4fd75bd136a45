import {
  type AreaHooks,
  CHAT_ROLES,
  type PortalStore,
  resolveEnvironment,
  selectRole,
  selectUser,
} from '@portal/shared';
import { callCenterFor } from './call/callCenter';

/** The person this page signed up for web push, or is signing up. */
let pushFor: string | null = null;

/**
 * Web push through FCM, where the environment turns it on: its module (and the messaging SDK) is
 * imported only then. Tried again on the next resume until it is done, e.g. once the person
 * allowed notifications.
 */
function registerPush(store: PortalStore): void {
  const { fcm, firebase } = resolveEnvironment();
  const userId = selectUser(store.getState())?._id;
  if (!fcm || !userId || pushFor === userId) return;
  pushFor = userId;
  import(/* webpackChunkName: "fcm-push" */ './call/fcmPush')
    .then(({ registerFcmPush }) =>
      registerFcmPush({ dispatch: store.dispatch, userId, firebase, fcm }),
    )
    .then(
      (result) => {
        if (result !== 'registered' && pushFor === userId) pushFor = null;
      },
      (error: unknown) => {
        console.error('Web push could not be set up', error);
        if (pushFor === userId) pushFor = null;
      },
    );
}

function connect(store: PortalStore): void {
  const role = selectRole(store.getState());
  if (!role || !CHAT_ROLES.includes(role)) return;
  callCenterFor(store).connect();
  registerPush(store);
}

/** Run by the shell outside the call pages (the definition names both hooks). */
export const hooks: AreaHooks = {
  // Spec 4: after sign-in a call can ring on any screen.
  startup: connect,
  // Spec 2: resuming connects again at once if the connection was lost while hidden.
  resume: connect,
};
