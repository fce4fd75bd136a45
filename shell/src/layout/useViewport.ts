import { useSyncExternalStore } from 'react';

const PHONE_QUERY = '(max-width: 767.98px)';

/** Spec 9: a phone viewport is a screen under 768 px or a mobile user agent. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|iPhone|iPod|Android.*Mobile/i.test(userAgent);
}

/** Tablets hide Logout (spec 2): iPad (also iPadOS reporting as a Mac with touch) and Android tablets. */
export function isTabletUserAgent(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPad|Tablet/i.test(userAgent)) return true;
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the page is laid out for a phone now (bottom bar, no sidebar). */
export function isPhoneViewport(): boolean {
  return window.matchMedia(PHONE_QUERY).matches || isMobileUserAgent(navigator.userAgent);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneViewport);
}

export function useIsTablet(): boolean {
  return isTabletUserAgent(navigator.userAgent, navigator.maxTouchPoints);
}
