import { screen } from '@testing-library/react';
import { setPortalAreas } from '../area/portalAreas';
import { renderAt, storeWith, testUser } from '../testing/areaTesting';
import { CallLinks } from './CallLinks';

const CALLS = {
  id: 'calls',
  platform: '^1.5.0',
  paths: ['calls'],
  links: { videoCall: 'video/:id', voiceCall: 'voice/:id' },
};

async function show(residentVideoCalling: boolean, role?: string) {
  const user = testUser();
  const store = await storeWith({
    ...user,
    community: {
      ...user.community,
      settings: { ...user.community.settings, residentVideoCalling },
    },
  });
  renderAt('/', <CallLinks id="p1" name="Claire Whitfield" role={role} />, '/', store);
}

const links = () => screen.queryAllByRole('link').map((link) => link.getAttribute('aria-label'));

afterEach(() => setPortalAreas([]));

describe('CallLinks', () => {
  it('offers a video and a voice call into the calls area', async () => {
    setPortalAreas([CALLS]);
    await show(true);
    expect(links()).toEqual(['Video call Claire Whitfield', 'Voice call Claire Whitfield']);
    expect(screen.getByRole('link', { name: 'Video call Claire Whitfield' })).toHaveAttribute(
      'href',
      '/calls/video/p1',
    );
  });

  it('offers only a voice call where the community turned resident video calling off', async () => {
    setPortalAreas([CALLS]);
    await show(false, 'Family');
    expect(links()).toEqual(['Voice call Claire Whitfield']);
  });

  it('offers nothing for staff, nor without the calls area', async () => {
    setPortalAreas([CALLS]);
    await show(true, 'Staff');
    expect(links()).toEqual([]);
    setPortalAreas([]);
    await show(true);
    expect(links()).toEqual([]);
  });
});
