import type { DeviceKind } from '@portal/shared';

const PATHS: Record<DeviceKind | 'scene', string> = {
  dimmer:
    'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  switch: 'M8 3h8a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 7v5',
  fan: 'M12 12c0-4 1-8 4-8s2 5-4 8zm0 0c4 0 8 1 8 4s-5 2-8-4zm0 0c0 4-1 8-4 8s-2-5 4-8zm0 0c-4 0-8-1-8-4s5-2 8 4z',
  thermostat: 'M10 13.5V5a2 2 0 1 1 4 0v8.5a4 4 0 1 1-4 0zM12 10v7',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 1 1 8 0v4M12 15v2',
  barrier: 'M3 21V9l9-6 9 6v12M7 21v-9h10v9M7 15h10M7 18h10',
  window: 'M5 3h14v18H5zM5 12h14M12 3v18',
  scene: 'M12 3l2.5 5.5L20 9.5l-4 4 1 5.5-5-2.7-5 2.7 1-5.5-4-4 5.5-1z',
};

/** A device's picture: decorative, since its name and state are always written beside it. */
export function DeviceIcon({ kind, domain }: { kind: DeviceKind | 'scene'; domain?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="2rem"
      height="2rem"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {/* A light that cannot dim is a switch, but still looks like a light. */}
      <path d={PATHS[domain === 'light' ? 'dimmer' : kind]} />
    </svg>
  );
}
