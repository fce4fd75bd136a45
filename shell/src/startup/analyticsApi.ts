import { portalApi } from '@portal/shared';

interface AnalyticsEvent {
  name: string;
  properties?: Record<string, string | number | boolean>;
}

/** Analytics go to the portal's own host (spec 7: the local host drives flags and analytics). */
export const analyticsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    trackEvent: build.mutation<void, AnalyticsEvent>({
      query: (event) => ({ path: '/v3/analytics/events', method: 'POST', body: event }),
    }),
  }),
});
