import { WELLNESS_PATHS } from '@portal/shared';
import { mockApi, storeWith, testUser } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { forgetWellnessToken, wellnessApi } from './api/wellnessApi';
import { hooks } from './hooks';

it('reloads the wellness info on resume (spec 2)', async () => {
  forgetWellnessToken();
  const calls = mockApi(
    {},
    {
      [WELLNESS_PATHS.login]: { token: 'wellness-token' },
      [WELLNESS_PATHS.account]: { userInformation: {}, setupComplete: true },
    },
  );
  const store = await storeWith(testUser());
  store.dispatch(wellnessApi.endpoints.wellnessAccount.initiate());
  const accountCalls = () => calls.filter((call) => call.url === WELLNESS_PATHS.account).length;
  await waitFor(() => expect(accountCalls()).toBe(1));
  hooks.resume?.(store);
  await waitFor(() => expect(accountCalls()).toBe(2));
});
