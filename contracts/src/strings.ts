/**
 * Every message a person reads, keyed by name. Wording of spec 5 (validation) and spec 8 (errors)
 * is verbatim, including its spelling; where the spec leaves wording out, the text here is ours.
 * Text can be filled with `{name}` placeholders (see `fill`).
 */
export const strings = {
  // Validation (spec 5)
  emailRequired: 'The email is required.',
  invalidEmail: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  firstNameRequired: 'The first name is required',
  lastNameRequired: 'The last name is required',
  relationshipRequired: 'Please selact a relationship',
  codeRequired: 'Please enter a code.',
  codeInvalid: "Please make sure you've entered a valid code.",
  guestRequired: 'Please enter guests name.',
  required: 'This information is required.',
  searchMin: 'Search must have at least 2 characters.',
  searchMax: 'Search must have at most 100 characters.',
  confirmPasswordRequired: 'Please enter your new password again to confirm it.',
  passwordMismatch: 'Please enter the same password and confirmation.',
  phoneInvalid: 'Please enter a valid phone number',
  guestLettersOnly: 'Name must only contain letters.',
  guestMin: 'Name must have at least 3 characters.',

  // Chat uploads (spec 5)
  uploadTooLarge: 'Please make sure each file is less than 20MB.',
  uploadTooMany: 'You can only upload 10 attachments at a time',
  uploadVideoUnsupported: 'Sharing video file is not currently supported',

  // Generic (spec 8)
  generic: 'Something went wrong! Please try again.',

  // Chat (spec 8)
  chatSendFailed: 'Unable to send message! Please try again',
  chatCreateChannelFailed: 'Unable to create channel! Please try again later.',
  chatLoginFailed: 'Chat login failed! Please try again later.',
  chatStaffNotFound: 'Unable to find Community Staff user.',
  chatNoSharedTeam: 'User does not have teams in common',
  // The portal's chat service refuses these itself (not in the spec's tables).
  chatSelf: 'You cannot start a chat with yourself.',
  chatStaffRefused: 'Chat is not available to staff.',
  chatHiddenProfile: 'You cannot chat while your profile is hidden. Show your profile to chat.',
  chatCannotReach: 'This person cannot receive messages here.',
  chatChannelNotFound: 'This conversation is no longer available.',
  chatMessageEmpty: 'Please write a message or attach a file.',
  chatMessageTooLong: 'Please keep a message under 5000 characters.',
  chatReactionUnknown: 'Please choose one of the reactions shown.',
  chatFileNotFound: 'An attached file is no longer available. Please attach it again.',
  chatFileEmpty: 'This file is empty. Please choose another.',
  copied: 'Copied to clipboard',
  copyFailed: 'Copy failed',

  // Events (spec 8 and 6)
  eventRsvpFailed: 'Unable to rsvp for event! Please try again later.',
  eventWithdrawFailed: 'Unable to withdraw from event! Please try again later.',
  inviteAcceptFailed: 'Unable to accept invite! Please try again later.',
  inviteDeclineFailed: 'Unable to decline invite! Please try again later.',
  commentsSaveFailed: 'Unable to save comments! Please try again later.',
  eventFull: "We're sorry, but this event is full.",
  eventOneSpotLeft:
    'Only one spot is left, so you can sign up for yourself but cannot bring a guest.',
  guestWithdrawContactStaff: 'To remove your guest from this event, please contact a staff member.',
  staffDemo: '...This is a demo for Staff users, the event will not be affected.',
  reminderTitle: 'Upcoming Event',
  // Events: the server's refusals (ours)
  oneGuestOnly: 'Only one guest can be signed up with you.',
  actionsForbidden: 'Only residents and staff can sign up for events.',
  signupsForbidden: 'Sign-ups and invites are only available to residents.',
  eventNotFound: 'This event could not be found.',
  eventEnded: 'This event has already ended.',
  alreadySignedUp: 'You are already signed up for this event.',
  rsvpNotFound: 'This sign-up could not be found.',
  inviteNotFound: 'This invite could not be found.',
  inviteAnswered: 'This invite has already been answered.',
  commentsNotTaken: 'This event does not ask for comments.',
  commentTooLong: 'Comments can be at most 1000 characters.',
  notYourself: 'You can only sign yourself up.',
  inviteeNotFound: 'Only residents of this community can be invited.',
  inviteeHidden: 'A resident who has hidden their profile cannot be invited.',
  hiddenCannotInvite: 'You cannot invite others while your profile is hidden.',

  // Other failures (spec 8)
  inviteSendFailed: 'Unable to send invite at this time.',
  formSubmitFailed: 'Unable to submit form at this time.',
  profileUpdateFailed: 'Unable to update profile at this time.',
  searchFailed: 'Unable to search at this time.',
  pageNotFound: 'Oops! Page not found',
  profileResidentsOnly: 'The profile page is only available for residents.',

  // Connection (spec 8)
  offline: 'You are currently offline. Please check your internet connection and try again.',
  maybeOffline:
    'You may be currently offline. Please check your internet connection and try again.',
  slow: 'Please check your internet, you are currently experiencing a poor connection that may hinder app performance.',
  offlineCall:
    'The call could not be made. Make sure your phone is connected to the internet and try again.',
  launchFailed: 'The portal is taking too long to start. Please reload the page to try again.',

  // Sign-in and password reset (spec 8)
  notRegistered:
    'This email is not a registered account. Please check the email address or contact your community staff.',
  credentialLinked:
    'These sign-in details are linked to a different account. Please sign in with the email you usually use.',
  tooManyAttempts:
    'You have reached the maximum number of failed sign-in attempts. Please use Forgot Password to reset your password, or try again later.',
  wrongPassword: 'The password is incorrect. Please try again',
  invalidCredential: 'The email or password is incorrect. Please check them and try again.',
  differentProvider:
    'This email is set up to sign in a different way. Please use the sign-in method you used before.',
  mailNotFound:
    'We could not find an account for {email}. Please check the email address and try again.',
  staffLoginIncorrect: 'The staff sign-in details are incorrect. Please check them and try again.',
  invalidResetCode: 'Invalid password reset code. Please request a new one.',
  accountExistsDifferentCredential:
    'An account already exists with this email but uses a different sign-in method. Please sign in that way.',
  codeNotValid: 'The code entered is not valid. Please request a new code.',
  weakPassword: 'Please choose a longer password with at least 6 characters.',
  userDisabled: 'This account has been turned off. Please contact your community staff.',
  signedOut: 'You have signed out. Thank you for visiting.',
  sessionExpired: 'For your security you have been signed out. Please sign in again.',
  resetCodeSent:
    'If {email} belongs to a portal account, we sent a 6-character code to it. Please enter it below. The code works for 30 minutes.',
  passwordResetDone: 'Your password has been changed. Please sign in with your new password.',
  accessDenied: 'Access Denied',

  // Wellness (spec 8)
  wellnessNotConfigured:
    'This account is not configured for the wellness feature. Please contact support.',
  deviceRemoveFailed: 'The device could not be removed. Please try again later.',
  deviceRemoveNative:
    'This device was connected from the mobile app and can only be removed there.',
  deviceRemoveOtherPlatform:
    'This device was connected from a different phone or tablet and can only be removed there.',
  // Wellness: the service's refusals of bad input (ours)
  wellnessHeightInvalid: 'Please enter a valid height.',
  wellnessWeightInvalid: 'Please enter a valid weight.',
  wellnessBirthdateInvalid: 'Please enter a valid birthdate.',
  wellnessGenderInvalid: 'Please choose one of the genders shown.',
  wellnessInformationEmpty: 'Please enter your height, weight, birthdate or gender.',
  wellnessMeasureUnknown: 'This kind of measurement is not supported.',
  wellnessValueInvalid: 'Each value must be a number within the range of its measurement.',
  wellnessDayInvalid: 'Please give days as YYYY-MM-DD.',
  wellnessTimestampInvalid:
    'Please give times as ISO 8601 with a time zone, for example 2026-01-15T08:30:00Z.',
  wellnessRangeReversed: 'The end must not be before the start.',
  wellnessRangeTooLong: 'Please ask for at most 400 days at a time.',
  wellnessValueInFuture: 'A value cannot be dated in the future.',
  wellnessDataSourceUnknown: 'This data source is not known.',
  wellnessConnectUnavailable: 'This device cannot be connected here.',
  wellnessRedirectRefused: "The return address is not one of the portal's own.",
  wellnessConsentExpired:
    'This request to connect a device has expired. Please start connecting the device again.',

  // Home controls (spec 8)
  homeControlFailed:
    'Failed to connect to home control. Please contact the staff for assistance if this persists.',
  controllerUnreachable:
    "Couldn't connect to the controller. Please check that it is switched on, then try again.",
  // Home controls: the server's refusal and the controls' own news (ours)
  homeControlsForbidden: 'Home controls are only for residents with a home system.',
  homeControlsCredentialsWrong: 'These home system details do not match your home system.',
  deviceCommandFailed: '{device} did not respond. It is back as it was. Please try again.',
  sceneSaved: 'The scene "{name}" is saved.',
  sceneRemoved: 'The scene "{name}" is removed.',
  sceneRan: 'The scene "{name}" ran.',

  // Calls (spec 4 and 8)
  callLeft: 'The other caller left the call.',
  callDeclined: 'The other caller declined the call.',
  callCancelled: 'The other caller cancelled the call.',
  // Calls: the server's refusals and the caller's news (ours)
  callCannotReach: 'This person cannot take calls through the portal.',
  callHiddenProfile: 'You cannot make or take calls while your profile is hidden.',
  callVideoOff: 'Video calls are turned off in this community. Please make a voice call instead.',
  callNoAnswer: '{name} did not answer. Please try again later.',
  callOver: 'This call has ended.',
  callMediaBlocked:
    'The portal could not use your camera or microphone. Please allow them in your browser and try again.',
  callBusy: 'You are already in a call. Please end it first.',
} as const;

export type StringKey = keyof typeof strings;

// Made on first use: a module-level call would keep the whole table in every bundle that
// imports anything from the contracts (the embed loader among them).
let portalMessages: Set<string> | undefined;

/**
 * A service's words when they are one of the portal's own messages (so written for the people
 * reading them), else `fallback`: a raw technical error never reaches the screen.
 */
export function portalMessageOr(message: unknown, fallback: string): string {
  portalMessages ??= new Set<string>(Object.values(strings));
  return typeof message === 'string' && portalMessages.has(message) ? message : fallback;
}

export function isStringKey(key: string): key is StringKey {
  return Object.hasOwn(strings, key);
}

/**
 * Text starting with `$` names a message in the strings table (`'$offline'`); an unknown name
 * gives the generic message. Any other text is returned as is.
 */
export function lookup(text: string): string {
  if (!text.startsWith('$')) return text;
  const key = text.slice(1);
  return isStringKey(key) ? strings[key] : strings.generic;
}

/** Replace `{name}` placeholders with values; unknown placeholders are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
