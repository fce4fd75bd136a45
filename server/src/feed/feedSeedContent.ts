import type { FeedCategory } from './feedRepository.ts';

/** What the demo library talks about: tags of each category and the posts written under them. */
export interface PostTemplate {
  title: string;
  /** Paragraphs of the body; the first is the lead. */
  paragraphs: string[];
  bullets?: string[];
}

export const SEED_TAGS: Record<FeedCategory, string[]> = {
  Notice: [
    'Announcements',
    'Building & Grounds',
    'Health & Wellness',
    'Resident Council',
    'Transportation',
  ],
  Photo: ['Celebrations', 'Garden Club', 'Outings', 'Holidays'],
  Resource: ['Newsletters', 'Activity Calendars', 'Handbooks', 'Health Information'],
  Video: ['Exercise Classes', 'Concerts', 'Talks & Lectures'],
  Menu: ['Weekly Menus', 'Special Dinners'],
  Request: ['Maintenance', 'Housekeeping', 'Transportation'],
};

export const NOTICE_TEMPLATES: Record<string, PostTemplate[]> = {
  Announcements: [
    {
      title: 'Welcome our new residents',
      paragraphs: [
        'Please join us in welcoming the newest members of our community. You will find them at the welcome coffee on Thursday at 10 a.m. in the Garden Room.',
        'Stop by to say hello and share a favourite tip about life here.',
      ],
    },
    {
      title: 'Library hours are changing',
      paragraphs: [
        'From next Monday the library is open from 8 a.m. to 8 p.m. every day.',
        'Large-print books and audiobooks are on the shelves by the window.',
      ],
      bullets: ['Return books to the cart by the door', 'Ask at the front desk for a reading lamp'],
    },
    {
      title: 'Fire drill this week',
      paragraphs: [
        'We will hold a short fire drill on Wednesday morning. Staff will guide everyone calmly to the meeting points.',
        'If you need help moving, please let the front desk know beforehand.',
      ],
    },
  ],
  'Building & Grounds': [
    {
      title: 'Window cleaning schedule',
      paragraphs: [
        'Our contractors will clean the outside windows of each building over the next two weeks.',
        'Please close your blinds if you prefer privacy while they work.',
      ],
      bullets: ['Oak Hall: Monday and Tuesday', 'Maple Court: Wednesday', 'Birch House: Thursday'],
    },
    {
      title: 'Walking path resurfacing',
      paragraphs: [
        'The walking path around the pond is being resurfaced. The east section will be closed for three days.',
        'Please use the paved path by the gazebo instead.',
      ],
    },
  ],
  'Health & Wellness': [
    {
      title: 'Flu shot clinic',
      paragraphs: [
        'The pharmacy team will give flu shots in the Wellness Center on Tuesday from 9 a.m. to noon.',
        'Please bring your insurance card. No appointment is needed.',
      ],
    },
    {
      title: 'Blood pressure checks',
      paragraphs: [
        'Our nurse holds free blood pressure checks every Friday after lunch in the Wellness Center.',
      ],
    },
    {
      title: 'Staying cool in hot weather',
      paragraphs: [
        'Drink water through the day, rest in the shade, and keep your curtains closed in the afternoon.',
        'Call the front desk if you feel dizzy or unwell.',
      ],
    },
  ],
  'Resident Council': [
    {
      title: 'Resident Council meeting',
      paragraphs: [
        'The monthly Resident Council meeting is on the first Monday of the month at 2 p.m. in the Auditorium.',
        'Everyone is welcome. Suggestions can be left in the box at the front desk.',
      ],
    },
    {
      title: 'Council election results',
      paragraphs: [
        'Thank you to everyone who voted. The new council members will be introduced at the next meeting.',
      ],
    },
  ],
  Transportation: [
    {
      title: 'Shopping shuttle times',
      paragraphs: [
        'The shuttle to the shopping center leaves the main entrance on Tuesdays and Fridays at 10 a.m. and returns at 1 p.m.',
        'Please sign up at the front desk by the day before.',
      ],
    },
    {
      title: 'Medical appointment rides',
      paragraphs: [
        'Rides to medical appointments within ten miles are available on weekdays. Book at least two days ahead.',
      ],
    },
  ],
};

export const PHOTO_TITLES: Record<string, string[]> = {
  Celebrations: [
    'Birthday party in the Garden Room',
    'Anniversary tea',
    'Volunteer appreciation lunch',
  ],
  'Garden Club': ['Tomatoes are ripe', 'Planting spring bulbs', 'Garden Club harvest'],
  Outings: ['Trip to the botanical gardens', 'Lunch by the lake', 'Afternoon at the art museum'],
  Holidays: ['Holiday decorating', 'Independence Day picnic', 'Thanksgiving dinner'],
};

export const RESOURCE_TITLES: Record<string, string[]> = {
  Newsletters: ['Community Newsletter'],
  'Activity Calendars': ['Activity Calendar'],
  Handbooks: ['Resident Handbook', 'Emergency Preparedness Guide', 'Guide to Dining Services'],
  'Health Information': [
    'Medicare Open Enrollment Guide',
    'Fall Prevention Tips',
    'Hearing Aid Care',
  ],
};

export const VIDEO_TITLES: Record<string, string[]> = {
  'Exercise Classes': ['Chair yoga with Linda', 'Gentle stretching', 'Balance and strength'],
  Concerts: ['String quartet in the Auditorium', 'Jazz afternoon', 'Choir spring concert'],
  'Talks & Lectures': [
    'History of the Hudson Valley',
    'Birds of our garden',
    'Travel talk: Ireland',
  ],
};

export const MENU_TITLES: Record<string, string[]> = {
  'Weekly Menus': ['Dining Room Menu'],
  'Special Dinners': ['Chef’s Tasting Dinner', 'Seafood Night', 'Holiday Dinner'],
};

export const REQUEST_FORMS: Record<string, { title: string; intro: string }> = {
  Maintenance: {
    title: 'Maintenance Request',
    intro: 'Something in your apartment needs fixing? Tell the maintenance team here.',
  },
  Housekeeping: {
    title: 'Housekeeping Request',
    intro: 'Ask for an extra cleaning, fresh linens or help with laundry.',
  },
  Transportation: {
    title: 'Transportation Request',
    intro: 'Book a ride to an appointment or errand.',
  },
};

export const AUTHORS = [
  'Front Desk',
  'Life Enrichment Team',
  'Wellness Center',
  'Facilities Team',
  'Dining Services',
  'Executive Director',
];
