import { assetAction, isVideoAsset } from './assetLinks';
import { absoluteAssetUrl, safeWebUrl } from './assetUrl';

describe('asset URLs', () => {
  it('fetches API paths from the API origin', () => {
    expect(absoluteAssetUrl('/v2/content/assets/a.png')).toMatch(
      /^http:\/\/localhost:\d+\/v2\/content\/assets\/a\.png$/,
    );
    expect(absoluteAssetUrl('https://example.org/a.png')).toBe('https://example.org/a.png');
  });

  it('opens only http and https addresses', () => {
    expect(safeWebUrl('https://www.medicare.gov/')).toBe('https://www.medicare.gov/');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
  });
});

describe('videos', () => {
  it('plays only the community’s own video files in the page', () => {
    expect(isVideoAsset({ type: 'Web', url: '/v2/content/assets/video-talk.webm' })).toBe(true);
    expect(
      isVideoAsset({ type: 'Web', url: '/v2/content/assets/video-talk.webm?exp=1&sig=abc' }),
    ).toBe(true);
    expect(isVideoAsset({ type: 'Web', url: 'https://example.org/v2/content/assets/x.webm' })).toBe(
      false,
    );
    expect(isVideoAsset({ type: 'Photo', url: '/v2/content/assets/video-talk.webm' })).toBe(false);
    expect(assetAction({ type: 'Web', url: '/v2/content/assets/video-talk.webm' })).toBe(
      'Watch video',
    );
    expect(assetAction({ type: 'Web', url: 'https://www.medicare.gov/' })).toBe('Open website');
  });
});
