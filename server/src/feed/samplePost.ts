import { rewriteAssetUrl } from './feedAssetUrl.ts';
import type { FeedPost } from './feedRepository.ts';
import { SAMPLE_FORM_ID, SAMPLE_FORM_POST_ID } from './sampleForm.ts';

/** The post FeedItem answers for the hard-coded id of the local sample Maintenance form. */
export function samplePostFor(): FeedPost {
  return {
    _id: SAMPLE_FORM_POST_ID,
    tag: 'Maintenance',
    title: 'Maintenance Request',
    startDate: '2024-01-01T00:00:00.000Z',
    author: 'Facilities Team',
    category: 'Request',
    body: '<p>Something in your apartment needs fixing? Tell the maintenance team here.</p>',
    assets: [
      {
        name: 'Maintenance Request',
        preview: null,
        type: 'Form',
        url: rewriteAssetUrl(`/v3/content/forms/${SAMPLE_FORM_ID}`),
        details: 'A short form for the maintenance team.',
      },
    ],
  };
}
