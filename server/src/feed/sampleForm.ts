/** The local sample Maintenance form (spec 7: FeedItem has one id hard-coded to it). */
export const SAMPLE_FORM_ID = 'maintenance-request';
export const SAMPLE_FORM_POST_ID = 'sample-maintenance-form';
