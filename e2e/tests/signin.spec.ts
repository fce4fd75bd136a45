import {
  API,
  expect,
  LOGIN_URL,
  mailTo,
  sidebarLabels,
  signIn,
  storedSession,
  test,
  WILLOW_CREEK_ID,
} from './support';

test.describe('signing in', () => {
  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto(LOGIN_URL);
    await page.getByLabel('Email').fill('resident@demo.portal');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(/password is incorrect/i);
    await expect(page.getByLabel('Email')).toHaveValue('resident@demo.portal');
  });

  test('empty fields show the validation messages', async ({ page }) => {
    await page.goto(LOGIN_URL);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
  });

  test('without a session the portal sends people to the login site', async ({ page }) => {
    await page.goto('/events/all');
    await page.waitForURL(`${LOGIN_URL}**`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a refused token is renewed with the refresh token: the person stays where they are', async ({
    page,
  }) => {
    await signIn(page, 'resident');
    const { refreshToken } = await storedSession(page);
    const renewals: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/v3/auth/refresh')) renewals.push(response.status());
    });
    // As a token past its 15 minutes: refused by the server, while the session holds.
    await page.evaluate(
      (refresh) =>
        localStorage.setItem(
          'portal.session',
          JSON.stringify({ token: 'expired.or.forged', refreshToken: refresh }),
        ),
      refreshToken,
    );
    await page.goto('/events/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/events/all');
    expect(renewals).toEqual([200]);
    const renewed = await storedSession(page);
    expect(renewed.token).not.toBe('expired.or.forged');
    expect(renewed.refreshToken).toBe(refreshToken);
  });

  test('a 401 clears the session and goes to login', async ({ page }) => {
    await signIn(page, 'resident');
    await page.evaluate(() =>
      localStorage.setItem('portal.session', JSON.stringify({ token: 'expired.or.forged' })),
    );
    await page.reload();
    await page.waitForURL(`${LOGIN_URL}**`);
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  });

  test('the token goes over only in the URL fragment, is never sent in a URL, and leaves the address bar at once', async ({
    page,
  }) => {
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const sent: { url: string; referer: string }[] = [];
    page
      .context()
      .on('request', (request) =>
        sent.push({ url: request.url(), referer: request.headers().referer ?? '' }),
      );

    await signIn(page, 'family');
    // The session the portal runs on, whatever way it came.
    const { token, refreshToken = '' } = await storedSession(page);
    expect(token.length).toBeGreaterThan(20);
    expect(refreshToken.length).toBeGreaterThan(40);
    // Some place else in the portal, so the address bar moves on after the hand-over too.
    await page.goto('/events/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

    const encoded = encodeURIComponent(token);
    const carrying = (url: string) =>
      url.includes(token) || url.includes(encoded) || url.includes(refreshToken);
    // The one navigation that carries it is the hand-over into the shell, in the fragment.
    const handOvers = navigations.filter(carrying);
    expect(handOvers).toHaveLength(1);
    const handOver = new URL(handOvers[0]);
    expect(handOver.hash).toBe(`#session=${encoded}&refresh=${refreshToken}`);
    expect(handOver.search).toBe('');
    // Every navigation after it is clean: the shell took the fragment away at once.
    const after = navigations.slice(navigations.indexOf(handOvers[0]) + 1);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter(carrying)).toEqual([]);
    expect(carrying(page.url())).toBe(false);
    // No request, to any server, carries it in its URL or its Referer.
    expect(sent.length).toBeGreaterThan(10);
    expect(sent.filter((r) => carrying(r.url) || carrying(r.referer))).toEqual([]);
    expect(sent.filter((r) => /[?&](token|session|idToken)=/.test(r.url))).toEqual([]);
  });
});

const EXPECTED_SIDEBAR = {
  // The demo community has every flag on; the resident has a deployed home system.
  resident: [
    "What's New",
    'Shortcuts',
    'Library',
    'Requests',
    'Events',
    'Dining',
    'Directory',
    'Home Controls',
    'Wellness',
    'Chat',
    'Share',
  ],
  family: [
    "What's New",
    'Shortcuts',
    'Library',
    'Requests',
    'Events',
    'Dining',
    'Directory',
    'Wellness',
    'Chat',
  ],
  staff: [
    "What's New",
    'Shortcuts',
    'Library',
    'Requests',
    'Events',
    'Dining',
    'Directory',
    'Wellness',
    'Share',
  ],
  advocate: [
    "What's New",
    'Shortcuts',
    'Library',
    'Requests',
    'Events',
    'Dining',
    'Directory',
    'Wellness',
    'Chat',
  ],
} as const;

for (const [account, expected] of Object.entries(EXPECTED_SIDEBAR)) {
  test(`${account} sees exactly the navigation the role allows`, async ({ page }) => {
    await signIn(page, account as keyof typeof EXPECTED_SIDEBAR);
    expect(await sidebarLabels(page)).toEqual(expected);
    const chatButton = page.getByRole('banner').getByRole('link', { name: 'Chat' });
    if (account === 'staff') await expect(chatButton).toHaveCount(0);
    else await expect(chatButton).toBeVisible();
  });
}

test('areas a role may not use are not served to it, and the server refuses them', async ({
  page,
}) => {
  await signIn(page, 'family');
  await page.goto('/controls/list');
  await page.waitForURL('**/library/new');
  await page.goto('/share');
  await page.waitForURL('**/library/new');

  // The same requests the browser would send, with the family member's own session.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('portal.session') ?? '{}').token as string,
  );
  const graph = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post(`${API}/v3/graph/graphql`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    return (await response.json()) as {
      data: Record<string, unknown> | null;
      errors?: { extensions?: { code?: string } }[];
    };
  };
  // Share: the invitation is refused and nothing is sent.
  const email = `share.refused.${Date.now()}@example.org`;
  const invite = await graph(
    `mutation SendInvite($firstName: String!, $lastName: String!, $email: String!, $relationship: String!, $communityId: ID!) {
      sendInvite(firstName: $firstName, lastName: $lastName, email: $email, relationship: $relationship, communityId: $communityId) { matchType } }`,
    {
      firstName: 'Rosa',
      lastName: 'Lind',
      email,
      relationship: 'Daughter',
      communityId: WILLOW_CREEK_ID,
    },
  );
  expect(invite.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  expect(await mailTo(page.request, email)).toEqual([]);
  // Home Controls: the server gives a family member no home system to control.
  const me = await graph('query Me { me { _id homeSystem { _id systemStatus } } }');
  expect(me.errors).toBeUndefined();
  expect(me.data?.me).toMatchObject({ homeSystem: null });
});
