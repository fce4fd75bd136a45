import type { APIRequestContext, Page } from '@playwright/test';
import {
  API,
  apiSignIn,
  ELEANOR_ID,
  expect,
  expectAccessible,
  graph,
  signIn,
  test,
  useTheme,
  WILLOW_CREEK_ID,
} from './support';

// A 1×1 PNG and a one-line PDF: real files, typed by the service from their content.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DOCUMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const chatButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Chat( \d+ unread)?$/ });
const conversation = (page: Page) => page.getByRole('list', { name: 'Messages' });
const messageItem = (page: Page, text: string) =>
  conversation(page).getByRole('listitem').filter({ hasText: text });

async function openChatWith(page: Page, name: RegExp): Promise<void> {
  await page.goto('/chat/channels');
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function removeChosenFiles(page: Page): Promise<void> {
  const remove = page.getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
}

async function setEleanorHidden(request: APIRequestContext, hidden: boolean): Promise<void> {
  const token = await apiSignIn(request, 'resident');
  const field = hidden ? 'hideResidentProperties' : 'exposeResidentProperties';
  const answer = await graph<Record<string, { hiddenFields: string[] }>>(
    request,
    token,
    `mutation Change($residentId: ID!, $properties: [String!]!, $communityId: ID!) { ${field}(residentId: $residentId, properties: $properties, communityId: $communityId) { hiddenFields } }`,
    { residentId: ELEANOR_ID, properties: ['profile'], communityId: WILLOW_CREEK_ID },
  );
  expect(answer.data?.[field].hiddenFields.includes('profile')).toBe(hidden);
}

test.describe('chat', () => {
  test('a resident and her daughter chat in real time: messages, files, reactions and the unread badge', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'resident');
    // The seed leaves Eleanor 3 unread messages: 2 from Claire, 1 from a neighbour.
    await expect(chatButton(page)).toHaveAccessibleName('Chat 3 unread');
    await page.goto('/chat/channels');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    const claireRow = page.getByRole('link', { name: /Claire Whitfield/ });
    await expect(claireRow).toContainText('2 unread messages');

    const claire = await (await browser.newContext()).newPage();
    await signIn(claire, 'family');
    await openChatWith(claire, /Ellie Whitfield/);

    await claireRow.click();
    await expect(page.getByRole('heading', { level: 1, name: /Claire Whitfield/ })).toBeVisible();
    await expect(messageItem(page, 'Let me know if you need anything else.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Garden.png' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Thursday plans\.pdf/ })).toBeVisible();
    // Reading Claire's chat leaves the neighbour's one message.
    await expect(chatButton(page)).toHaveAccessibleName('Chat 1 unread');

    // Both ways, live, without reloading.
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Thank you, dear. See you Thursday!');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    await expect(messageItem(claire, 'Thank you, dear. See you Thursday!')).toBeVisible();
    const reply = claire.getByRole('textbox', { name: 'Message' });
    await reply.fill('Lovely, I will bring the glasses.');
    await claire.getByRole('button', { name: 'Send' }).click();
    await expect(messageItem(page, 'Lovely, I will bring the glasses.')).toBeVisible();

    // A picture and a PDF in one message.
    await page.getByLabel('Attach files').setInputFiles([
      { name: 'lawn.png', mimeType: 'image/png', buffer: PICTURE },
      { name: 'menu.pdf', mimeType: 'application/pdf', buffer: DOCUMENT },
    ]);
    await expect(
      page.getByRole('list', { name: 'Files to send' }).getByRole('listitem'),
    ).toHaveCount(2);
    await composer.fill('The lawn, and this week’s menu');
    await page.getByRole('button', { name: 'Send' }).click();
    const withFiles = messageItem(claire, 'The lawn, and this week’s menu');
    await expect(withFiles.getByRole('img', { name: 'lawn.png' })).toBeVisible();
    await expect(withFiles.getByRole('link', { name: /menu\.pdf/ })).toBeVisible();

    // Claire likes it; Eleanor sees the count.
    await withFiles.getByRole('button', { name: 'React' }).click();
    await withFiles.getByRole('button', { name: 'Like' }).click();
    await expect(
      messageItem(page, 'The lawn, and this week’s menu').getByRole('button', { name: 'Like, 1' }),
    ).toBeVisible();

    // Eleanor leaves the chat; Claire's next message raises her badge, and reading clears it.
    await page.goto('/chat/channels');
    await expect(chatButton(page)).toHaveAccessibleName('Chat 1 unread');
    await reply.fill('Do you need anything from the shop?');
    await reply.press('Enter');
    await expect(chatButton(page)).toHaveAccessibleName('Chat 2 unread');
    await expect(claireRow).toContainText('1 unread message');
    await claireRow.click();
    await expect(messageItem(page, 'Do you need anything from the shop?')).toBeVisible();
    await expect(chatButton(page)).toHaveAccessibleName('Chat 1 unread');
    await claire.context().close();
  });

  test('a long conversation keeps only what is near the screen, and loading earlier keeps the place', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const session = await apiSignIn(request, 'resident');
    const login = await request.post(`${API}/v3/auth/communication/login`, {
      headers: { authorization: `Bearer ${session}` },
      data: { communityId: WILLOW_CREEK_ID },
    });
    const chat = { authorization: `Bearer ${(await login.json()).streamToken}` };
    // Someone Eleanor has no chat with yet, so the other journeys' chats stay as seeded.
    const channels = await (await request.get(`${API}/v1/chat/channels`, { headers: chat })).json();
    const partners = new Set(
      (channels.channels as { members: { id: string }[] }[]).flatMap((c) =>
        c.members.map((m) => m.id),
      ),
    );
    const people = await (await request.get(`${API}/v1/chat/users`, { headers: chat })).json();
    const partner = (people.users as { id: string }[]).find((user) => !partners.has(user.id));
    if (!partner) throw new Error('Nobody left to start a chat with');
    const opened = await request.post(`${API}/v1/chat/channels`, {
      headers: chat,
      data: { memberId: partner.id },
    });
    const channelId = (await opened.json()).channel.id as string;
    for (let note = 1; note <= 70; note += 1) {
      const sent = await request.post(`${API}/v1/chat/channels/${channelId}/messages`, {
        headers: chat,
        data: { text: `Note ${note} of a long talk` },
      });
      expect(sent.ok()).toBe(true);
    }

    await signIn(page, 'resident');
    // A desktop scrolls the document; a phone scrolls the main area.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(`/chat/details/${channelId}`);
      await expect(messageItem(page, 'Note 70 of a long talk')).toBeInViewport();
      // The newest page is 50 messages; only those near the screen are in the document.
      const drawn = await conversation(page).getByRole('listitem').count();
      expect(drawn).toBeGreaterThan(3);
      expect(drawn).toBeLessThan(40);

      const earlier = page.getByRole('button', { name: 'Load earlier messages' });
      await earlier.scrollIntoViewIfNeeded();
      const firstBefore = messageItem(page, 'Note 21 of a long talk');
      const topBefore = (await firstBefore.boundingBox())?.y ?? Number.NaN;
      await earlier.click();
      await expect(page.getByText('20 earlier messages loaded.')).toBeAttached();
      await expect(page.locator(':focus')).toContainText('Note 20 of a long talk');
      // The message that was first stays where the reader saw it.
      const topAfter = (await firstBefore.boundingBox())?.y ?? Number.NaN;
      expect(Math.abs(topAfter - topBefore)).toBeLessThan(4);
      await expect(earlier).toHaveCount(0);
    }
    await request.delete(`${API}/v1/chat/channels/${channelId}`, { headers: chat });
  });

  test('uploads over the limits show the spec messages and send nothing; a failed send keeps the text', async ({
    page,
  }) => {
    await signIn(page, 'resident');
    await openChatWith(page, /Claire Whitfield/);
    const composer = page.getByRole('textbox', { name: 'Message' });
    const picker = page.getByLabel('Attach files');
    // The conversation is a virtualised list: how many of its messages are on the page depends on
    // their measured heights, so what is checked is that none of them is this text.
    await expect(conversation(page)).toBeVisible();
    const sentText = messageItem(page, 'Some pictures');
    await expect(sentText).toHaveCount(0);

    await composer.fill('Some pictures');
    await picker.setInputFiles(
      Array.from({ length: 11 }, (_, i) => ({
        name: `picture-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: PICTURE,
      })),
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'You can only upload 10 attachments at a time',
    );

    for (const [file, message] of [
      [
        { name: 'holiday.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(1024) },
        'Sharing video file is not currently supported',
      ],
      [
        { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(21 * 1024 * 1024) },
        'Please make sure each file is less than 20MB.',
      ],
    ] as const) {
      await removeChosenFiles(page);
      await picker.setInputFiles([file]);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('alert')).toContainText(message);
    }
    await expect(composer).toHaveValue('Some pictures');
    await expect(sentText).toHaveCount(0);

    // The service fails: the spec's message, and the text stays to send again.
    await removeChosenFiles(page);
    await page.route('**/v1/chat/channels/*/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { message: 'Service Unavailable' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText('Unable to send message! Please try again');
    await expect(composer).toHaveValue('Some pictures');
    await page.unroute('**/v1/chat/channels/*/messages');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(sentText).toBeVisible();
    await expect(composer).toHaveValue('');
  });

  test('a chat with the staff is started, hidden and deleted; a directory page starts a chat', async ({
    page,
  }) => {
    await signIn(page, 'resident');
    await page.goto('/chat/users');
    await expect(page.getByRole('heading', { level: 1, name: 'New Chat' })).toBeVisible();
    await page.getByRole('button', { name: 'Message the staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Marcus Bell/ })).toBeVisible();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Could someone look at my window latch?');
    await composer.press('Enter');
    await expect(messageItem(page, 'Could someone look at my window latch?')).toBeVisible();

    await page.goto('/chat/channels');
    await page.getByRole('button', { name: 'Hide chat with Marcus Bell' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByRole('link', { name: /Marcus Bell/ })).toHaveCount(0);

    // Writing to the staff again brings the same conversation back.
    await page.goto('/chat/users');
    await page.getByRole('button', { name: 'Message the staff' }).click();
    await expect(messageItem(page, 'Could someone look at my window latch?')).toBeVisible();
    await page.goto('/chat/channels');
    await page.getByRole('button', { name: 'Delete chat with Marcus Bell' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: /Marcus Bell/ })).toHaveCount(0);

    // On a phone, the messages view has the whole screen: no tab bar.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
    await page.goto('/chat/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // From the directory: a neighbour's page has a button that opens the chat with them.
    await page.goto('/directory/residents');
    await page.getByRole('list', { name: 'Residents' }).getByRole('link').nth(1).click();
    const message = page.getByRole('link', { name: /^Send .+ a message$/ });
    await message.click();
    await expect(page).toHaveURL(/\/chat\/details\//);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  test('staff have no chat and are refused a chat token; a hidden profile cannot chat', async ({
    page,
    request,
  }) => {
    await signIn(page, 'staff');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(chatButton(page)).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }),
    ).toHaveCount(0);
    const staffToken = await apiSignIn(request, 'staff');
    const refused = await request.post(`${API}/v3/auth/communication/login`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { communityId: WILLOW_CREEK_ID },
    });
    expect(refused.status()).toBe(403);

    await setEleanorHidden(request, true);
    try {
      const eleanor = await (await page.context().browser()?.newContext())?.newPage();
      if (!eleanor) throw new Error('No browser');
      await signIn(eleanor, 'resident');
      await eleanor.goto('/chat/users');
      await eleanor.getByRole('button', { name: 'Message the staff' }).click();
      await expect(eleanor.getByRole('alert').first()).toContainText(
        'You cannot chat while your profile is hidden.',
      );
      await expect(eleanor).toHaveURL(/\/chat\/users$/);
      await eleanor.context().close();
    } finally {
      await setEleanorHidden(request, false);
    }
  });

  for (const dark of [false, true]) {
    test(`every chat route passes axe in the ${dark ? 'dark' : 'light'} theme`, async ({
      page,
    }) => {
      await signIn(page, 'family');
      await useTheme(page, dark);
      await page.goto('/chat/channels');
      await expect(page.getByRole('link', { name: /Ellie Whitfield/ })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/chat/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/chat/users');
      await expect(page.getByRole('list', { name: 'People you can chat with' })).toBeVisible();
      await expectAccessible(page);
      await openChatWith(page, /Ellie Whitfield/);
      await expect(conversation(page).getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});
