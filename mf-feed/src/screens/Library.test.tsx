import { deserialize, serialize } from 'node:v8';
import { setPortalAreas, strings } from '@portal/shared';
import { mockApi, renderArea, storeWith, testUser } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { area } from '../area';
import { routes } from '../routes';
import { feedAnswer, samplePost } from '../testing/samplePosts';

// Page titles come from the area's own definition, as in the portal.
beforeAll(() => setPortalAreas([area]));
afterAll(() => setPortalAreas([]));

// jsdom does not scroll; the virtualised list asks it to.
window.scrollTo = jest.fn() as typeof window.scrollTo;

const tags = [
  { _id: 'Notice:Announcements', name: 'Announcements', category: 'Notice', postCount: 1 },
  { _id: 'Notice:Transportation', name: 'Transportation', category: 'Notice', postCount: 12 },
];

describe('titles', () => {
  it('a category page is its plural, with an All row and post counts', async () => {
    const calls = mockApi({ categoryTags: () => ({ data: { tags } }) });
    renderArea('/library', routes, '/library/category/Notice', await storeWith(testUser()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Folders of Notices' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'All Notices13 posts',
      'Announcements1 post',
      'Transportation12 posts',
    ]);
    expect(calls[0].variables).toEqual({
      communityId: 'c1',
      tagsInput: { category: 'Notice', sort: 'TagAsc', onlyActiveTags: true },
    });
  });

  it.each([
    ['/library/category/Photo/all', 'All Photos'],
    ['/library/category/Menu/all', 'All Dining Info'],
    ['/library/category/Notice/Transportation', 'Transportation'],
  ])('%s reads %s', async (path, title) => {
    mockApi({
      categoryFeed: () => ({ data: { tags: [], feed: feedAnswer([samplePost(1)], false, 'c') } }),
    });
    renderArea('/library', routes, path, await storeWith(testUser()));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('Requests exist only with requestExperienceEnabled', async () => {
    mockApi({});
    const user = testUser();
    const off = testUser({
      community: {
        ...user.community,
        settings: { ...user.community.settings, requestExperienceEnabled: false },
      },
    });
    renderArea('/library', routes, '/library/category/Request', await storeWith(off));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});

describe("What's New", () => {
  it('reads the window since the last login first, then on past it by cursor', async () => {
    const previousLogin = new Date(Date.now() - 2 * 86_400_000);
    const calls = mockApi({
      whatsNew: (variables) => {
        const page = variables.page as { after?: string };
        return {
          data: {
            community: {
              _id: 'c1',
              feed: page.after
                ? feedAnswer([samplePost(3), samplePost(4)], false, 'c2', 2)
                : feedAnswer([samplePost(1), samplePost(2)], false, 'c1', 1),
            },
          },
        };
      },
    });
    renderArea(
      '/library',
      routes,
      '/library/new',
      await storeWith(
        testUser({ lastLogin: { previousLogin: previousLogin.toISOString(), recentLogin: null } }),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "What's New" }),
    ).toBeInTheDocument();
    // The first page said there was no more, yet the firstCall rule reads one more page.
    expect(await screen.findByText('4 posts shown')).toBeInTheDocument();
    const feedCalls = calls.filter((call) => call.operation === 'WhatsNew');
    expect(feedCalls).toHaveLength(2);
    const expectedFrom = new Date(
      previousLogin.getFullYear(),
      previousLogin.getMonth(),
      previousLogin.getDate() - 1,
    ).toISOString();
    expect(feedCalls[0].variables).toEqual({
      communityId: 'c1',
      filters: { status: 'Active', from: expectedFrom },
      page: { limit: 50 },
    });
    expect(feedCalls[1].variables).toEqual({
      communityId: 'c1',
      filters: { status: 'Active' },
      page: { limit: 50, after: 'c1' },
    });
    expect(screen.getByText('You have reached the end of this list.')).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing at all', async () => {
    mockApi({
      whatsNew: () => ({ data: { community: { _id: 'c1', feed: feedAnswer([], false, null) } } }),
    });
    renderArea('/library', routes, '/library/new', await storeWith(testUser()));
    expect(await screen.findByRole('heading', { name: 'Nothing new yet' })).toBeInTheDocument();
  });

  it('offers to try again when the feed cannot load', async () => {
    mockApi({ whatsNew: () => ({ errors: [{ message: 'boom' }] }) });
    renderArea('/library', routes, '/library/new', await storeWith(testUser()));
    expect(await screen.findByText('Something went wrong! Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the person may be offline when the feed call fails at the network', async () => {
    mockApi({
      whatsNew: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderArea('/library', routes, '/library/new', await storeWith(testUser()));
    expect(await screen.findByText(strings.maybeOffline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('never runs a script from a post body', async () => {
    const ran = jest.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    mockApi({
      whatsNew: () => ({
        data: {
          community: {
            _id: 'c1',
            feed: feedAnswer(
              [
                samplePost(1, {
                  body: '<p>Safe</p><img src="x" onerror="ran()"><script>ran()</script>',
                }),
              ],
              false,
              null,
            ),
          },
        },
      }),
    });
    const { container } = renderArea(
      '/library',
      routes,
      '/library/new',
      await storeWith(testUser()),
    );
    expect(await screen.findByText('Safe')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(ran).not.toHaveBeenCalled());
  });
});

// jsdom has no structuredClone, which the form library uses; Node's structured clone stands in.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

describe('forms', () => {
  const schema = {
    title: 'Maintenance Request',
    type: 'object',
    required: ['location'],
    properties: { location: { type: 'string', title: 'Where is the problem?', minLength: 2 } },
  };
  const formPost = samplePost(9, {
    _id: 'form-post',
    category: 'Request',
    tag: 'Maintenance',
    title: 'Maintenance Request',
    assets: [
      {
        name: 'Maintenance Request',
        preview: null,
        type: 'Form',
        url: '/v2/content/forms/f1',
        details: null,
      },
    ],
  });

  it('keeps what was typed and says so when the submission fails, then sends it', async () => {
    let fail = true;
    const calls = mockApi(
      {
        feedItem: () => ({ data: { feedItem: formPost } }),
        createFormSubmission: () =>
          fail
            ? { errors: [{ message: 'nope', extensions: { code: 'BAD_USER_INPUT' } }] }
            : {
                data: {
                  createFormSubmission: {
                    id: 's1',
                    createdAt: '2026-11-20T00:00:00Z',
                    status: 'Submitted',
                  },
                },
              },
      },
      { '/v2/content/forms/f1': { id: 'f1', schema } },
    );
    renderArea('/library', routes, '/library/item/form-post/Form', await storeWith(testUser()));
    // The form library loads on first use; compiling it can take seconds on a busy machine.
    const field = await screen.findByLabelText(/Where is the problem\?/, undefined, {
      timeout: 15_000,
    });
    await userEvent.type(field, 'Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Unable to submit form at this time.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Where is the problem\?/)).toHaveValue('Kitchen');
    const sent = calls.find((call) => call.operation === 'CreateFormSubmission');
    expect(sent?.variables).toEqual({
      formId: 'f1',
      data: JSON.stringify({ location: 'Kitchen' }),
      communityId: 'c1',
      userId: 'me',
    });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you. Your form was sent.')).toBeInTheDocument();
  }, 30_000);
});
