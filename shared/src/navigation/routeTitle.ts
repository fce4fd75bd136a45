/** Spec 2: page titles come from the route. */

const CATEGORY_PLURALS: Record<string, string> = {
  notice: 'Notices',
  photo: 'Photos',
  resource: 'Resources',
  video: 'Videos',
  request: 'Requests',
  menu: 'Dining Info',
};

const DIRECTORY_TITLES: Record<string, string> = {
  residents: 'Residents',
  staff: 'Staff',
  friends: 'Friends & Family',
  profile: 'Edit Profile',
  details: 'Details',
};

const FIXED_TITLES: Record<string, string> = {
  '/library/new': "What's New",
  '/library/category': 'Library',
  '/library/shortcuts': 'Shortcuts',
  '/chat/channels': 'Chat',
  '/chat/users': 'New Chat',
  '/chat/messages': 'Messages',
  '/controls/list': 'Devices',
  '/controls/scenes': 'Scenes',
  '/dining/restaurant': 'Dining',
  '/events/all': 'Events',
  '/events/invites': 'Invites',
  '/events/signups': 'My Events',
  '/search': 'Search',
  '/share': 'Share',
  '/profile': 'Profile',
  '/calls': 'Calls',
  '/more': 'More',
  '/logout': 'Logout',
  '/wellness/progress': 'Progress',
  '/wellness/devices': 'Wellness Devices',
  '/wellness/settings': 'Wellness Settings',
};

/** 'Notice' → 'Notices'; unknown categories keep their own name. */
export function categoryTitle(category: string): string {
  return CATEGORY_PLURALS[category.toLowerCase()] ?? category;
}

/** A tag page: 'all' reads 'All Notices', and the Menu category 'All Dining Info'. */
export function tagTitle(category: string, tag: string): string {
  return tag.toLowerCase() === 'all' ? `All ${categoryTitle(category)}` : tag;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The title of a path, or undefined for a path no screen serves. */
export function routeTitle(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const fixed = FIXED_TITLES[path];
  if (fixed) return fixed;
  const [area, section, ...rest] = path.split('/').filter(Boolean).map(decode);
  switch (area) {
    case 'library':
      if (section === 'category' && rest.length === 1) return categoryTitle(rest[0]);
      if (section === 'category' && rest.length === 2) return tagTitle(rest[0], rest[1]);
      if (section === 'item' && rest.length === 2) return 'Item';
      if (section === 'details' && rest.length === 1) return 'Details';
      return undefined;
    case 'chat':
      return section === 'details' && rest.length === 1 ? 'Messages' : undefined;
    case 'controls':
      return section && rest.length === 1 ? 'Device Details' : undefined;
    case 'dining':
      if (section === 'restaurant' && rest.length === 1) return 'Menus';
      if (section === 'restaurant' && rest.length === 2) return 'Menu';
      if (section === 'info' && rest.length === 1) return 'Dining Info';
      if (section === 'info' && rest.length === 2) return tagTitle(rest[0], rest[1]);
      return undefined;
    case 'directory':
      if (section === 'details') return rest.length === 1 ? 'Details' : undefined;
      return section && rest.length === 0 ? DIRECTORY_TITLES[section] : undefined;
    case 'events':
      return section === 'details' && rest.length === 1 ? 'Event Details' : undefined;
    default:
      return undefined;
  }
}
