import { WELLNESS_PATHS } from '@portal/shared';
import { mockApi } from '@portal/shared/testing';
import { forgetWellnessToken } from './api/wellnessApi';

export const setUpAccount = { userInformation: {}, setupComplete: true };

/**
 * Tests only: the wellness service answers the token, the account (set up unless given) and
 * whatever else a test names; the tab's token is forgotten first. Returns the calls made.
 */
export function mockWellnessService(answers: Record<string, unknown> = {}) {
  forgetWellnessToken();
  return mockApi(
    {},
    {
      [WELLNESS_PATHS.login]: { token: 'wellness-token' },
      [WELLNESS_PATHS.account]: setUpAccount,
      ...answers,
    },
  );
}
