import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { base, en, en_US, Faker } from '@faker-js/faker';
import { bulkInsert } from '../db/bulkInsert.ts';
import type { Db } from '../db/database.ts';
import type { DemoDataset } from '../db/seedData/demoDataset.ts';
import { escapeHtml } from '../http/escapeHtml.ts';
import type { FeedAudience } from './feedAudiences.ts';
import { type FeedFile, type Scene, scenePng, textPdf } from './feedFiles.ts';
import type { AssetType, FeedCategory } from './feedRepository.ts';
import {
  AUTHORS,
  MENU_TITLES,
  NOTICE_TEMPLATES,
  PHOTO_TITLES,
  type PostTemplate,
  REQUEST_FORMS,
  RESOURCE_TITLES,
  SEED_TAGS,
  VIDEO_TITLES,
} from './feedSeedContent.ts';
import { SAMPLE_FORM_ID } from './sampleForm.ts';

export const FEED_SEED = 20_240_612;

/**
 * A notice pasted into the library from an e-mail newsletter, markup and all: an inline
 * handler on a picture that does not load, a script and a javascript: link. The library must
 * show its words and run none of it (the e2e journey opens it by this id).
 */
export const PASTED_NOTICE_ID = '64b0fd000000000000000001';
export const PASTED_NOTICE_BODY =
  '<p>Pasted from the Friends of Willow Creek e-mail newsletter, just as it came.</p>' +
  '<p><img src="/v3/content/assets/newsletter-logo.png" alt="Friends of Willow Creek" onerror="window.__ran=1"></p>' +
  '<script>window.__ran=2</script>' +
  '<p><a href="javascript:window.__ran=3">Read the whole newsletter</a></p>';
const DAY_MS = 86_400_000;
const PHOTO_COUNT = 16;
/** Short videos made by media/makeVideos.mjs and shipped with the server. */
const VIDEO_FILES: Record<string, string> = {
  'Exercise Classes': 'video-exercise.webm',
  Concerts: 'video-concert.webm',
  'Talks & Lectures': 'video-talk.webm',
};

interface SeedAsset {
  name: string;
  preview: string | null;
  type: AssetType;
  url: string;
  details: string | null;
}

export interface SeedPost {
  id: string;
  communityId: string;
  category: FeedCategory;
  tag: string;
  title: string;
  startDate: Date;
  author: string;
  body: string;
  audiences: FeedAudience[];
  assets: SeedAsset[];
}

export interface FeedSeedData {
  tags: { communityId: string; category: FeedCategory; name: string }[];
  posts: SeedPost[];
  files: FeedFile[];
  forms: { id: string; communityId: string; name: string; schema: object }[];
  shortcuts: {
    id: string;
    communityId: string;
    position: number;
    type: 'section' | 'link';
    name: string;
    icon: string | null;
    link: string | null;
  }[];
}

const asset = (url: string) => `/v3/content/${url}`;

function bodyHtml(template: PostTemplate): string {
  const [lead, ...rest] = template.paragraphs.map(escapeHtml);
  const parts = [`<p><strong>${lead}</strong></p>`, ...rest.map((p) => `<p>${p}</p>`)];
  if (template.bullets) {
    parts.push(`<ul>${template.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`);
  }
  return parts.join('');
}

function housekeepingSchema() {
  return {
    title: 'Housekeeping Request',
    type: 'object',
    required: ['service'],
    properties: {
      service: {
        type: 'string',
        title: 'What would you like?',
        enum: ['Extra cleaning', 'Fresh linens', 'Help with laundry'],
      },
      day: {
        type: 'string',
        title: 'Which day suits you?',
        enum: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      },
      notes: { type: 'string', title: 'Anything else we should know?', maxLength: 500 },
    },
    additionalProperties: false,
  };
}

function transportationSchema() {
  return {
    title: 'Transportation Request',
    type: 'object',
    required: ['destination', 'date'],
    properties: {
      destination: { type: 'string', title: 'Where to?', minLength: 2, maxLength: 200 },
      date: {
        type: 'string',
        title: 'Date of the ride',
        format: 'date',
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      },
      wheelchair: { type: 'boolean', title: 'I travel with a wheelchair', default: false },
    },
    additionalProperties: false,
  };
}

class FeedSeedBuilder {
  private readonly f = new Faker({ locale: [en_US, en, base], seed: FEED_SEED });
  readonly data: FeedSeedData = { tags: [], posts: [], files: [], forms: [], shortcuts: [] };

  constructor(private readonly today: Date) {}

  photos(): void {
    for (let i = 1; i <= PHOTO_COUNT; i++) {
      const warm = this.f.number.int({ min: 0, max: 1 }) === 1;
      const scene: Scene = {
        sky: warm
          ? [
              [250, 170 + this.f.number.int(40), 120],
              [255, 225, 190],
            ]
          : [
              [70 + this.f.number.int(40), 130 + this.f.number.int(40), 210],
              [200, 225, 250],
            ],
        sun: warm ? [255, 120, 60] : [255, 235, 140],
        hills: [
          [60 + this.f.number.int(60), 120 + this.f.number.int(60), 70],
          [40 + this.f.number.int(40), 95 + this.f.number.int(40), 50],
        ],
        sunX: this.f.number.float({ min: 0.15, max: 0.85 }),
        phase: this.f.number.float({ min: 0, max: 6 }),
      };
      this.data.files.push({
        name: `photo-${String(i).padStart(2, '0')}.png`,
        contentType: 'image/png',
        data: scenePng(scene),
      });
    }
  }

  videos(): void {
    for (const name of Object.values(VIDEO_FILES)) {
      this.data.files.push({
        name,
        contentType: 'video/webm',
        data: readFileSync(join(import.meta.dirname, 'media', name)),
      });
    }
  }

  private photoUrl(): string {
    return asset(
      `assets/photo-${String(this.f.number.int({ min: 1, max: PHOTO_COUNT })).padStart(2, '0')}.png`,
    );
  }

  private audiences(): FeedAudience[] {
    return this.f.helpers.weightedArrayElement([
      { weight: 14, value: ['Resident', 'Family'] as FeedAudience[] },
      { weight: 3, value: ['Resident'] as FeedAudience[] },
      { weight: 3, value: ['Family'] as FeedAudience[] },
    ]);
  }

  private post(
    communityId: string,
    category: FeedCategory,
    tag: string,
    day: Date,
    fields: Pick<SeedPost, 'title' | 'body' | 'assets'> & Partial<SeedPost>,
  ): SeedPost {
    const startDate = new Date(
      day.getTime() + this.f.number.int({ min: 8 * 60, max: 18 * 60 }) * 60_000,
    );
    const post: SeedPost = {
      id: this.f.database.mongodbObjectId(),
      communityId,
      category,
      tag,
      startDate,
      author: this.f.helpers.arrayElement(AUTHORS),
      audiences: this.audiences(),
      ...fields,
    };
    this.data.posts.push(post);
    return post;
  }

  community(
    communityId: string,
    communityName: string,
    postsPerDay: [number, number],
    days: number,
  ): void {
    for (const [category, names] of Object.entries(SEED_TAGS)) {
      for (const name of names) {
        this.data.tags.push({ communityId, category: category as FeedCategory, name });
      }
    }
    const forms = this.forms(communityId);
    for (let back = days - 1; back >= 0; back--) {
      const day = new Date(this.today.getTime() - back * DAY_MS);
      if (day.getUTCDay() === 1) this.weeklyMenu(communityId, communityName, day);
      const count = this.f.number.int({ min: postsPerDay[0], max: postsPerDay[1] });
      for (let n = 0; n < count; n++) this.dailyPost(communityId, communityName, day);
    }
    // The request forms, posted at the start of the year and kept.
    const start = new Date(this.today.getTime() - (days - 1) * DAY_MS);
    for (const [tag, form] of Object.entries(REQUEST_FORMS)) {
      const formId = forms[tag];
      this.post(communityId, 'Request', tag, start, {
        title: form.title,
        body: `<p>${escapeHtml(form.intro)}</p>`,
        audiences: ['Resident', 'Family'],
        assets: [
          {
            name: form.title,
            preview: null,
            type: 'Form',
            url: asset(`forms/${formId}`),
            details: form.intro,
          },
        ],
      });
    }
    this.shortcuts(communityId);
  }

  /** The pasted newsletter notice, dated well back so it sits low in the lists. */
  pastedNotice(communityId: string): void {
    this.data.posts.push({
      id: PASTED_NOTICE_ID,
      communityId,
      category: 'Notice',
      tag: 'Announcements',
      title: 'From the Friends of Willow Creek newsletter',
      startDate: new Date(this.today.getTime() - 200 * DAY_MS + 10 * 60 * 60_000),
      author: 'Front Desk',
      body: PASTED_NOTICE_BODY,
      audiences: ['Resident', 'Family'],
      assets: [],
    });
  }

  private forms(communityId: string): Record<string, string> {
    const housekeeping = `${communityId}-housekeeping`;
    const transportation = `${communityId}-transportation`;
    this.data.forms.push(
      { id: housekeeping, communityId, name: 'Housekeeping Request', schema: housekeepingSchema() },
      {
        id: transportation,
        communityId,
        name: 'Transportation Request',
        schema: transportationSchema(),
      },
    );
    return {
      Maintenance: SAMPLE_FORM_ID,
      Housekeeping: housekeeping,
      Transportation: transportation,
    };
  }

  private weeklyMenu(communityId: string, communityName: string, day: Date): void {
    const week = day.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const title = `Dining Room Menu, week of ${week}`;
    const dishes = Array.from({ length: 5 }, () => this.f.food.dish());
    const post = this.post(communityId, 'Menu', 'Weekly Menus', day, {
      title,
      body: `<p><strong>This week’s dinner specials</strong></p><ul>${dishes
        .map((d) => `<li>${escapeHtml(d)}</li>`)
        .join('')}</ul><p>The full menu is attached.</p>`,
      audiences: ['Resident', 'Family'],
      assets: [],
    });
    this.pdfAsset(post, `${communityName} ${title}`, [
      `Week of ${week}. Lunch is served from 11:30 a.m. to 1:30 p.m., dinner from 5 p.m. to 7 p.m.`,
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
        (weekday, i) => `${weekday}: ${dishes[i]}, with a garden salad and the soup of the day.`,
      ),
    ]);
  }

  private pdfAsset(post: SeedPost, title: string, paragraphs: string[]): void {
    const name = `${post.id}.pdf`;
    this.data.files.push({
      name,
      contentType: 'application/pdf',
      data: textPdf(title, paragraphs),
    });
    post.assets.push({
      name: title,
      preview: null,
      type: 'Pdf',
      url: asset(`assets/${name}`),
      details: null,
    });
  }

  private dailyPost(communityId: string, communityName: string, day: Date): void {
    const category = this.f.helpers.weightedArrayElement<FeedCategory>([
      { weight: 9, value: 'Notice' },
      { weight: 5, value: 'Photo' },
      { weight: 3, value: 'Resource' },
      { weight: 2, value: 'Video' },
      { weight: 1, value: 'Menu' },
    ]);
    const tag = this.f.helpers.arrayElement(
      category === 'Menu' ? ['Special Dinners'] : SEED_TAGS[category],
    );
    const month = day.toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    switch (category) {
      case 'Notice': {
        const template = this.f.helpers.arrayElement(NOTICE_TEMPLATES[tag]);
        this.post(communityId, category, tag, day, {
          title: template.title,
          body: bodyHtml(template),
          assets: this.f.datatype.boolean(0.2)
            ? [
                {
                  name: 'Photo',
                  preview: this.photoUrl(),
                  type: 'Photo',
                  url: this.photoUrl(),
                  details: null,
                },
              ]
            : [],
        });
        return;
      }
      case 'Photo': {
        const count = this.f.number.int({ min: 1, max: 4 });
        const title = this.f.helpers.arrayElement(PHOTO_TITLES[tag]);
        this.post(communityId, category, tag, day, {
          title,
          body: `<p>${escapeHtml(
            this.f.helpers.arrayElement([
              'Thank you to everyone who came along. Here are a few pictures from the day.',
              'What a lovely afternoon! Ask the front desk for printed copies.',
              'A few moments we wanted to share with you and your families.',
            ]),
          )}</p>`,
          assets: Array.from({ length: count }, (_, i) => {
            const url = this.photoUrl();
            return {
              name: `${title}, picture ${i + 1}`,
              preview: url,
              type: 'Photo' as const,
              url,
              details: null,
            };
          }),
        });
        return;
      }
      case 'Resource': {
        const title = `${this.f.helpers.arrayElement(RESOURCE_TITLES[tag])}${
          tag === 'Newsletters' || tag === 'Activity Calendars' ? `, ${month}` : ''
        }`;
        const post = this.post(communityId, category, tag, day, {
          title,
          body: `<p>${escapeHtml(`The ${title} is ready to read. Printed copies are at the front desk.`)}</p>`,
          assets: [],
        });
        this.pdfAsset(post, `${communityName}: ${title}`, [
          this.f.helpers.arrayElement(NOTICE_TEMPLATES.Announcements).paragraphs[0],
          this.f.helpers.arrayElement(NOTICE_TEMPLATES['Health & Wellness']).paragraphs[0],
          this.f.helpers.arrayElement(NOTICE_TEMPLATES.Transportation).paragraphs[0],
        ]);
        return;
      }
      case 'Video': {
        const title = this.f.helpers.arrayElement(VIDEO_TITLES[tag]);
        const poster = this.photoUrl();
        this.post(communityId, category, tag, day, {
          title,
          body: `<p>${escapeHtml(`Missed it? Watch ${title.toLowerCase()} again here, as often as you like.`)}</p>`,
          assets: [
            {
              name: title,
              preview: poster,
              type: 'Web',
              url: asset(`assets/${VIDEO_FILES[tag]}`),
              details: 'A short video recorded here in the community.',
            },
          ],
        });
        return;
      }
      default: {
        const title = this.f.helpers.arrayElement(MENU_TITLES[tag]);
        this.post(communityId, category, tag, day, {
          title,
          body: `<p><strong>${escapeHtml(`Join us for the ${title} in the main dining room.`)}</strong></p><p>${escapeHtml(
            `On the menu: ${this.f.food.dish()}, ${this.f.food.dish()} and ${this.f.food.dish()}.`,
          )}</p>`,
          assets: [],
        });
      }
    }
  }

  private shortcuts(communityId: string): void {
    const rows: [
      type: 'section' | 'link',
      name: string,
      icon: string | null,
      link: string | null,
    ][] = [
      ['section', 'Every day', null, null],
      ['link', 'Dining menus', 'dining', '/dining/restaurant'],
      ['link', 'Events this month', 'events', '/events/all'],
      ['link', 'Newsletters', 'library', '/library/category/Resource/Newsletters'],
      ['section', 'Ask for help', null, null],
      ['link', 'Maintenance request', 'form', '/library/category/Request/Maintenance'],
      ['link', 'Housekeeping request', 'form', '/library/category/Request/Housekeeping'],
      ['link', 'Book a ride', 'form', '/library/category/Request/Transportation'],
      ['section', 'People', null, null],
      ['link', 'Staff directory', 'people', '/directory/staff'],
    ];
    rows.forEach(([type, name, icon, link], position) => {
      this.data.shortcuts.push({
        id: `${communityId}-shortcut-${position + 1}`,
        communityId,
        position,
        type,
        name,
        icon,
        link,
      });
    });
  }
}

/** The demo library: a year of posts in every category for each community, up to `today`. */
export function buildFeedSeed(dataset: DemoDataset, today: Date): FeedSeedData {
  const builder = new FeedSeedBuilder(startOfUtcDay(today));
  builder.photos();
  builder.videos();
  dataset.communities.forEach((community, index) => {
    builder.community(community.id, community.name, index === 0 ? [2, 6] : [0, 2], 365);
  });
  // After everything drawn from the fixed seed, so the rest of the library stays the same.
  builder.pastedNotice(dataset.communities[0].id);
  return builder.data;
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export async function insertFeedSeed(db: Db, data: FeedSeedData): Promise<void> {
  await bulkInsert(
    db,
    'feed_tags',
    ['community_id', 'category', 'name'],
    data.tags.map((t) => [t.communityId, t.category, t.name]),
  );
  for (const file of data.files) {
    await db.query(
      `INSERT INTO feed_files (name, content_type, data) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data`,
      [file.name, file.contentType, file.data],
    );
  }
  await bulkInsert(
    db,
    'feed_forms',
    ['id', 'community_id', 'name', 'schema'],
    data.forms.map((f) => [f.id, f.communityId, f.name, JSON.stringify(f.schema)]),
  );
  await insertPosts(db, data.posts);
  await bulkInsert(
    db,
    'shortcuts',
    ['id', 'community_id', 'position', 'type', 'name', 'icon', 'link'],
    data.shortcuts.map((s) => [s.id, s.communityId, s.position, s.type, s.name, s.icon, s.link]),
  );
}

export async function insertPosts(db: Db, posts: readonly SeedPost[]): Promise<void> {
  await bulkInsert(
    db,
    'feed_posts',
    [
      'id',
      'community_id',
      'category',
      'tag',
      'title',
      'start_date',
      'author',
      'body',
      'audiences',
      'assets',
    ],
    posts.map((p) => [
      p.id,
      p.communityId,
      p.category,
      p.tag,
      p.title,
      p.startDate.toISOString(),
      p.author,
      p.body,
      p.audiences,
      JSON.stringify(p.assets),
    ]),
  );
}

/** The feed's share of the demo seed, dated up to the day it runs. */
export async function seedFeed(db: Db, dataset: DemoDataset): Promise<void> {
  await insertFeedSeed(db, buildFeedSeed(dataset, new Date()));
}
