const PATHS: Record<string, string> = {
  leaf: 'M5 19C5 11 11 5 19 5c0 8-6 14-14 14zM5 19l7-7',
  wheatOff:
    'M12 21V9M12 9c-2-1-3-3-3-5 2 1 3 3 3 5zm0 0c2-1 3-3 3-5-2 1-3 3-3 5zM12 14c-2-1-4-1-5-3 2 0 4 1 5 3zm0 0c2-1 4-1 5-3-2 0-4 1-5 3zM4 4l16 16',
  salt: 'M8 10h8l-1 11H9L8 10zM9 10a3 3 0 0 1 6 0M11 6.5h.01M13 6.5h.01',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  drop: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning:
    'M12 9v4.5M12 16.5v.5M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z',
};

const DIET_ICONS: Record<string, string> = {
  Vegetarian: 'leaf',
  Vegan: 'leaf',
  'Gluten-free': 'wheatOff',
  'Low sodium': 'salt',
  'Heart healthy': 'heart',
  'Diabetic friendly': 'drop',
};

/** The icon beside an attribute's word (decorative: the word says it). */
export function AttributeIcon({ type, value }: { type: string; value: string }) {
  const name = type === 'allergen' ? 'warning' : (DIET_ICONS[value] ?? 'check');
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
