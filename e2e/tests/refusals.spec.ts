import {
  apiSignIn,
  ELEANOR_ID,
  errorCodes,
  expect,
  graph,
  mailTo,
  sessionToken,
  signIn,
  test,
  WILLOW_CREEK_ID,
} from './support';

/*
 * What the portal does not offer a role, the server refuses too: the requests are sent with
 * the session the browser holds after signing in through the login site, as the page would
 * send them.
 */

const WATERCOLOR = `query Find($communityId: ID!) { events(communityId: $communityId, search: "Watercolor Painting Class") {
  events { _id name openSpots rsvp { _id } } } }`;

test('the server refuses an advocate the actions of residents and staff', async ({ page }) => {
  await signIn(page, 'advocate');
  const token = await sessionToken(page);
  // Every call is about Willow Creek unless it says otherwise (spec 5: the community id).
  const ask = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graph<T>(page.request, token, query, { communityId: WILLOW_CREEK_ID, ...variables });

  // Events: no sign-up, no My Events, no invites.
  type Found = { events: { events: { _id: string; openSpots: number; rsvp: null }[] } };
  const found = await ask<Found>(WATERCOLOR, { communityId: WILLOW_CREEK_ID });
  expect(found.errors).toBeUndefined();
  const [watercolor] = found.data?.events.events ?? [];
  expect(watercolor.openSpots).toBeGreaterThan(0);
  const signup = await ask(
    'mutation Signup($eventId: ID!) { eventSignup(eventId: $eventId) { _id status demo } }',
    { eventId: watercolor._id },
  );
  expect(signup.data).toBeNull();
  expect(errorCodes(signup)).toEqual(['FORBIDDEN']);
  const after = await ask<Found>(WATERCOLOR, { communityId: WILLOW_CREEK_ID });
  expect(after.data?.events.events[0]).toEqual(watercolor);
  for (const query of [
    'query Mine($communityId: ID!) { myEvents(communityId: $communityId) { _id } }',
    'query Invites($communityId: ID!) { myInvites(communityId: $communityId) { _id } }',
  ]) {
    const answer = await ask(query);
    expect(errorCodes(answer), query).toEqual(['FORBIDDEN']);
  }

  // Share: no invitation goes out.
  const email = `advocate.share.${Date.now()}@example.org`;
  const invite = await ask(
    `mutation SendInvite($firstName: String!, $lastName: String!, $email: String!, $relationship: String!, $communityId: ID!) {
      sendInvite(firstName: $firstName, lastName: $lastName, email: $email, relationship: $relationship, communityId: $communityId) { matchType } }`,
    { firstName: 'Rosa', lastName: 'Lind', email, relationship: 'Friend' },
  );
  expect(errorCodes(invite)).toEqual(['FORBIDDEN']);
  expect(await mailTo(page.request, email)).toEqual([]);

  // A resident's profile is hers alone: the advocate can neither hide nor edit anything of it.
  const details =
    'query Details($id: ID!, $communityId: ID!) { residentDetails(id: $id, communityId: $communityId) { primaryPhone biography } }';
  const before = await ask<{ residentDetails: { primaryPhone: string; biography: string } }>(
    details,
    { id: ELEANOR_ID },
  );
  expect(before.data?.residentDetails.primaryPhone).toBeTruthy();
  const hide = await ask(
    'mutation Hide($residentId: ID!, $properties: [String!]!, $communityId: ID!) { hideResidentProperties(residentId: $residentId, properties: $properties, communityId: $communityId) { hiddenFields } }',
    { residentId: ELEANOR_ID, properties: ['primaryPhone'] },
  );
  expect(errorCodes(hide)).toEqual(['FORBIDDEN']);
  const edit = await ask(
    'mutation Update($residentId: ID!, $edits: ResidentEdits, $communityId: ID!) { updateResident(residentId: $residentId, edits: $edits, communityId: $communityId) { biography } }',
    { residentId: ELEANOR_ID, edits: { biography: 'Written by someone else.' } },
  );
  expect(errorCodes(edit)).toEqual(['FORBIDDEN']);
  expect(await ask(details, { id: ELEANOR_ID })).toEqual(before);

  // A form is sent only as oneself.
  const form = await ask(
    `mutation Submit($formId: ID!, $data: String!, $communityId: ID!, $userId: ID!) {
      createFormSubmission(formId: $formId, data: $data, communityId: $communityId, userId: $userId) { id } }`,
    {
      formId: `${WILLOW_CREEK_ID}-housekeeping`,
      data: JSON.stringify({ service: 'Fresh linens' }),
      communityId: WILLOW_CREEK_ID,
      userId: ELEANOR_ID,
    },
  );
  expect(form.data).toBeNull();
  expect(errorCodes(form)).toEqual(['FORBIDDEN']);
});

test('the server gives an advocate no resident-only post or menu, whatever is asked', async ({
  page,
  request,
}) => {
  // The resident's newest posts (some of them for residents only) and the residents' private
  // dining room, found as the resident.
  const resident = await apiSignIn(request, 'resident');
  const feedQuery = `query Feed($communityId: ID!, $filters: FeedFilters) { community(communityId: $communityId) {
    feed(filters: $filters, page: { limit: 50 }) { posts { _id } } } }`;
  const residentFeed = await graph<{ community: { feed: { posts: { _id: string }[] } } }>(
    request,
    resident,
    feedQuery,
    { communityId: WILLOW_CREEK_ID, filters: { status: 'Active' } },
  );
  const residentPosts = residentFeed.data?.community.feed.posts.map((p) => p._id) ?? [];
  expect(residentPosts).toHaveLength(50);
  const restaurants = await graph<{ restaurants: { _id: string; name: string }[] }>(
    request,
    resident,
    'query Restaurants($communityId: ID!) { restaurants(communityId: $communityId) { _id name } }',
    { communityId: WILLOW_CREEK_ID },
  );
  const hearth = restaurants.data?.restaurants.find((r) => r.name === 'Hearth Room');
  expect(hearth).toBeDefined();
  const menus = `query Menus($restaurantId: ID!, $audiences: [MenuAudience!]) {
    menus(restaurantId: $restaurantId, audiences: $audiences) { _id } }`;
  const residentMenus = await graph<{ menus: unknown[] }>(request, resident, menus, {
    restaurantId: hearth?._id,
  });
  expect(residentMenus.data?.menus.length).toBeGreaterThan(0);

  await signIn(page, 'advocate');
  const token = await sessionToken(page);
  const feed = await graph<{ community: { feed: { posts: unknown[] } } }>(
    page.request,
    token,
    feedQuery,
    { communityId: WILLOW_CREEK_ID, filters: { audiences: ['Resident'], status: 'Active' } },
  );
  expect(feed.errors).toBeUndefined();
  expect(feed.data?.community.feed.posts).toEqual([]);
  // Asked one by one, the resident's posts: those for families too are given, the
  // resident-only ones (about one in seven in the seed) are not.
  const given: string[] = [];
  for (const id of residentPosts) {
    const item = await graph<{ feedItem: { _id: string } | null }>(
      page.request,
      token,
      'query FeedItem($communityId: ID!, $id: ID!) { feedItem(communityId: $communityId, id: $id) { _id } }',
      { communityId: WILLOW_CREEK_ID, id },
    );
    if (item.data?.feedItem) given.push(item.data.feedItem._id);
  }
  expect(given.length).toBeGreaterThan(0);
  expect(given.length).toBeLessThan(residentPosts.length);
  const advocateMenus = await graph<{ menus: unknown[] }>(page.request, token, menus, {
    restaurantId: hearth?._id,
    audiences: ['Resident', 'Family'],
  });
  expect(advocateMenus.errors).toBeUndefined();
  expect(advocateMenus.data?.menus).toEqual([]);
});
