import { isMobileUserAgent, isTabletUserAgent } from './useViewport';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) Mobile/15E148';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/120 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15';

describe('user agents', () => {
  it.each([
    [IPHONE, true],
    [ANDROID_PHONE, true],
    [ANDROID_TABLET, false],
    [MAC, false],
  ])('mobile %#', (ua, mobile) => expect(isMobileUserAgent(ua)).toBe(mobile));

  it.each([
    [IPAD, 0, true],
    [ANDROID_TABLET, 5, true],
    [MAC, 5, true],
    [MAC, 0, false],
    [IPHONE, 5, false],
    [ANDROID_PHONE, 5, false],
  ])('tablet %#', (ua, touch, tablet) => expect(isTabletUserAgent(ua, touch)).toBe(tablet));
});
