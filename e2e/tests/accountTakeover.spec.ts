import {
  API,
  apiSignIn,
  EMULATOR,
  expect,
  graph,
  LOGIN_URL,
  signIn,
  storedSession,
  test,
  WILLOW_CREEK_ID,
} from './support';

/*
 * Anyone can create a Firebase account with any address (the emulator's accounts:signUp, as
 * Firebase's own). Such an account must never become a portal session: the portal signs in
 * only the accounts it provisioned, with a verified e-mail.
 */

const STAFF_DIRECTORY = `query Staff($communityId: ID!) {
  staffDirectory(communityId: $communityId) { fullName email } }`;

test('an account made with a staff e-mail seen in the directory signs in as nobody', async ({
  page,
  request,
}) => {
  // A family member reads a staff e-mail in the staff directory, as the portal shows it.
  const family = await apiSignIn(request, 'family');
  const { data } = await graph<{ staffDirectory: { fullName: string; email: string | null }[] }>(
    request,
    family,
    STAFF_DIRECTORY,
    { communityId: WILLOW_CREEK_ID },
  );
  const target = data?.staffDirectory.find(
    (person) => person.email && person.email !== 'staff@demo.portal',
  );
  if (!target?.email) throw new Error('No staff e-mail in the directory');

  // They make a Firebase account with it, as anyone can.
  const password = 'taken-over-1';
  const signUp = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-portal-key`,
    { data: { email: target.email, password, returnSecureToken: true } },
  );
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { idToken } = (await signUp.json()) as { idToken: string };

  // The portal refuses the ID token: not a registered account.
  const exchange = await request.post(`${API}/v3/auth/firebase/login`, {
    data: { firebaseIdToken: idToken },
  });
  expect(exchange.status()).toBe(401);
  expect(await exchange.json()).toMatchObject({ code: 'auth/user-not-found' });

  // And the login site says so and stays where it is.
  await page.goto(LOGIN_URL);
  await page.getByLabel('Email').fill(target.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not a registered account');
  expect(new URL(page.url()).origin).toBe(new URL(LOGIN_URL).origin);
  expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
});

test('signing out ends the session: its token no longer works anywhere, nor renews', async ({
  page,
}) => {
  await signIn(page, 'resident');
  const { token, refreshToken } = await storedSession(page);
  const refresh = () => page.request.post(`${API}/v3/auth/refresh`, { data: { refreshToken } });
  expect((await refresh()).status()).toBe(200);
  const me = () =>
    page.request.post(`${API}/v3/graph/graphql`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { query: '{ me { _id } }' },
    });
  expect((await me()).status()).toBe(200);
  await page.goto('/logout');
  await page.waitForURL(`${LOGIN_URL}**`);
  expect((await me()).status()).toBe(401);
  expect((await refresh()).status()).toBe(401);
});
