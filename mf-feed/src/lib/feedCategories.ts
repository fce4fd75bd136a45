import { FEED_CATEGORIES, type FeedCategory, type MergedSettings } from '@portal/shared';

const ALL_CATEGORIES: readonly FeedCategory[] = [
  'Notice',
  'Photo',
  'Resource',
  'Video',
  'Menu',
  'Request',
];

/** Spec 9: the library lists Notices, Photos, Resources and Videos, and Requests with its flag. */
export function visibleCategories(settings: MergedSettings | undefined) {
  return FEED_CATEGORIES.filter((option) => !option.flag || settings?.[option.flag] === true);
}

/** The category a route names, if the reader may open it (Requests only with its flag). */
export function routeCategory(
  name: string | undefined,
  settings: MergedSettings | undefined,
): FeedCategory | null {
  const category = ALL_CATEGORIES.find((c) => c.toLowerCase() === name?.toLowerCase());
  if (!category) return null;
  if (category === 'Request' && settings?.requestExperienceEnabled !== true) return null;
  return category;
}
