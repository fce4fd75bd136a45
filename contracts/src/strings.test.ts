import { fill, isStringKey, lookup, portalMessageOr, strings } from './strings.ts';

describe('strings table', () => {
  it.each([
    ['emailRequired', 'The email is required.'],
    ['invalidEmail', 'Please enter a valid email address.'],
    ['passwordRequired', 'Password is required.'],
    ['firstNameRequired', 'The first name is required'],
    ['lastNameRequired', 'The last name is required'],
    ['relationshipRequired', 'Please selact a relationship'],
    ['codeRequired', 'Please enter a code.'],
    ['codeInvalid', "Please make sure you've entered a valid code."],
    ['guestRequired', 'Please enter guests name.'],
    ['required', 'This information is required.'],
    ['searchMin', 'Search must have at least 2 characters.'],
    ['passwordMismatch', 'Please enter the same password and confirmation.'],
    ['phoneInvalid', 'Please enter a valid phone number'],
    ['guestLettersOnly', 'Name must only contain letters.'],
    ['guestMin', 'Name must have at least 3 characters.'],
    ['uploadTooLarge', 'Please make sure each file is less than 20MB.'],
    ['uploadTooMany', 'You can only upload 10 attachments at a time'],
    ['uploadVideoUnsupported', 'Sharing video file is not currently supported'],
    ['generic', 'Something went wrong! Please try again.'],
    ['chatSendFailed', 'Unable to send message! Please try again'],
    ['chatCreateChannelFailed', 'Unable to create channel! Please try again later.'],
    ['chatLoginFailed', 'Chat login failed! Please try again later.'],
    ['chatStaffNotFound', 'Unable to find Community Staff user.'],
    ['chatNoSharedTeam', 'User does not have teams in common'],
    ['eventRsvpFailed', 'Unable to rsvp for event! Please try again later.'],
    ['eventWithdrawFailed', 'Unable to withdraw from event! Please try again later.'],
    ['inviteAcceptFailed', 'Unable to accept invite! Please try again later.'],
    ['inviteDeclineFailed', 'Unable to decline invite! Please try again later.'],
    ['commentsSaveFailed', 'Unable to save comments! Please try again later.'],
    ['inviteSendFailed', 'Unable to send invite at this time.'],
    ['formSubmitFailed', 'Unable to submit form at this time.'],
    ['profileUpdateFailed', 'Unable to update profile at this time.'],
    ['searchFailed', 'Unable to search at this time.'],
    ['offline', 'You are currently offline. Please check your internet connection and try again.'],
    [
      'slow',
      'Please check your internet, you are currently experiencing a poor connection that may hinder app performance.',
    ],
    [
      'offlineCall',
      'The call could not be made. Make sure your phone is connected to the internet and try again.',
    ],
    ['wrongPassword', 'The password is incorrect. Please try again'],
    ['invalidResetCode', 'Invalid password reset code. Please request a new one.'],
    ['codeNotValid', 'The code entered is not valid. Please request a new code.'],
    [
      'homeControlFailed',
      'Failed to connect to home control. Please contact the staff for assistance if this persists.',
    ],
    ['callLeft', 'The other caller left the call.'],
    ['callDeclined', 'The other caller declined the call.'],
    ['callCancelled', 'The other caller cancelled the call.'],
    ['copied', 'Copied to clipboard'],
    ['copyFailed', 'Copy failed'],
    ['eventFull', "We're sorry, but this event is full."],
    ['pageNotFound', 'Oops! Page not found'],
    ['staffDemo', '...This is a demo for Staff users, the event will not be affected.'],
    ['reminderTitle', 'Upcoming Event'],
  ])('%s reads the spec wording', (key, text) => {
    expect(isStringKey(key) && strings[key]).toBe(text);
  });

  it.each([
    ['maybeOffline', /^You may be currently offline/],
    ['controllerUnreachable', /^Couldn't connect to the controller/],
    ['tooManyAttempts', /maximum number of failed sign-in attempts.*Forgot Password/],
    ['mailNotFound', /\{email\}/],
  ])('%s keeps the spec opening and says what to do', (key, pattern) => {
    expect(isStringKey(key) && strings[key]).toMatch(pattern);
  });

  it('has no empty message', () => {
    for (const text of Object.values(strings)) expect(text.trim()).not.toBe('');
  });
});

describe('lookup', () => {
  it.each([
    ['$offline', strings.offline],
    ['$pageNotFound', 'Oops! Page not found'],
    ['$noSuchKey', strings.generic],
    ['$', strings.generic],
    ['$toString', strings.generic],
    ['Saved your changes.', 'Saved your changes.'],
    ['', ''],
    ['Costs $5', 'Costs $5'],
  ])('%j gives %j', (text, expected) => {
    expect(lookup(text)).toBe(expected);
  });
});

describe('fill', () => {
  it.each([
    ['Mail not found for {email}', { email: 'a@b.co' }, 'Mail not found for a@b.co'],
    ['{count} unread', { count: 3 }, '3 unread'],
    ['Hello {name}', {}, 'Hello {name}'],
  ])('%j with %j', (template, values, expected) => {
    expect(fill(template, values)).toBe(expected);
  });
});

describe('portalMessageOr', () => {
  it("keeps a service's words only when they are one of the portal's messages", () => {
    expect(portalMessageOr(strings.deviceRemoveNative, strings.generic)).toBe(
      strings.deviceRemoveNative,
    );
    expect(portalMessageOr('relation "users" does not exist', strings.generic)).toBe(
      strings.generic,
    );
    expect(portalMessageOr(undefined, strings.chatSendFailed)).toBe(strings.chatSendFailed);
  });
});
