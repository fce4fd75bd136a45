import {
  connectionMonitor,
  type PortalError,
  type PortalRequest,
  portalApi,
  portalMessageOr,
  resolveEnvironment,
  selectCommunity,
  selectUser,
  strings,
  WELLNESS_PATHS,
  WELLNESS_TOKEN_HEADER,
  type WellnessAccountAnswer,
  type WellnessConnector,
  type WellnessDailyValue,
  type WellnessUserInformationInput,
} from '@portal/shared';
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** A wellness call that has not answered in this time counts as failed. */
const WELLNESS_TIMEOUT_MS = 10_000;

type PortalBaseQuery = BaseQueryFn<PortalRequest, unknown, PortalError>;
type Answer<T> = { data: T } | { error: PortalError };

interface WellnessCall {
  path: string;
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, string>;
  body?: unknown;
}

/** The wellness token of this tab's person and community (spec 7), asked for once. */
let wellnessToken: { key: string; token: Promise<Answer<string>> } | null = null;

function tokenFor(api: BaseQueryApi, baseQuery: PortalBaseQuery): Promise<Answer<string>> {
  const state = api.getState() as never;
  const communityId = selectCommunity(state)?._id ?? '';
  const key = `${selectUser(state)?._id ?? ''}:${communityId}`;
  if (wellnessToken?.key !== key) {
    const query = communityId ? `?communityId=${encodeURIComponent(communityId)}` : '';
    const token = Promise.resolve(
      baseQuery({ path: `${WELLNESS_PATHS.login}${query}` }, api, {}),
    ).then((result): Answer<string> => {
      if (result.error) return { error: readable(result.error) };
      return { data: (result.data as { token: string }).token };
    });
    wellnessToken = { key, token };
    // A refused login is asked again next time, not remembered.
    void token.then((answer) => {
      if ('error' in answer) forget(token);
    });
  }
  return wellnessToken.token;
}

/** Lets go of a token, unless another call has already replaced it with a new one. */
function forget(token: Promise<Answer<string>>): void {
  if (wellnessToken?.token === token) wellnessToken = null;
}

/** An error as the screens show it: the portal's own words, else the generic message. */
function readable(error: PortalError): PortalError {
  return { ...error, message: portalMessageOr(error.message, strings.generic) };
}

/** What to tell the person about a failed wellness call. */
export function wellnessProblem(error: unknown): string {
  return (error as PortalError | undefined)?.message ?? strings.generic;
}

async function send(call: WellnessCall, token: string): Promise<Response> {
  const url = new URL(`${resolveEnvironment().apiOrigin}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  return connectionMonitor.track(() =>
    fetch(url, {
      method: call.method ?? 'GET',
      headers: {
        [WELLNESS_TOKEN_HEADER]: token,
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(WELLNESS_TIMEOUT_MS),
    }),
  );
}

/**
 * One call of the wellness service with the wellness token in its header; a token the service
 * no longer takes is asked for again once.
 */
async function wellnessCall<T>(
  call: WellnessCall,
  api: BaseQueryApi,
  baseQuery: PortalBaseQuery,
): Promise<Answer<T>> {
  for (let attempt = 0; ; attempt++) {
    const pending = tokenFor(api, baseQuery);
    const token = await pending;
    if ('error' in token) return token;
    let response: Response;
    try {
      response = await send(call, token.data);
    } catch (error) {
      return {
        error: { status: 'NETWORK', message: strings.generic, code: (error as Error).name },
      };
    }
    if (response.status === 401 && attempt === 0) {
      forget(pending);
      continue;
    }
    const payload = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) {
      return { error: readable({ status: response.status, message: payload.message ?? '' }) };
    }
    return { data: payload as T };
  }
}

/** Forgets the wellness token, e.g. when the session ends in tests. */
export function forgetWellnessToken(): void {
  wellnessToken = null;
}

export interface DayRange {
  startDay: string;
  endDay: string;
}

export const wellnessApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['WellnessAccount', 'WellnessValues', 'WellnessConnectors'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Spec 3: userInformation, and whether setup is complete (spec 4). */
      wellnessAccount: build.query<WellnessAccountAnswer, void>({
        queryFn: (_arg, api, _extra, baseQuery) =>
          wellnessCall<WellnessAccountAnswer>(
            { path: WELLNESS_PATHS.account },
            api,
            baseQuery as PortalBaseQuery,
          ),
        providesTags: ['WellnessAccount'],
      }),
      saveUserInformation: build.mutation<WellnessAccountAnswer, WellnessUserInformationInput>({
        queryFn: (body, api, _extra, baseQuery) =>
          wellnessCall<WellnessAccountAnswer>(
            { path: WELLNESS_PATHS.userInformation, method: 'POST', body },
            api,
            baseQuery as PortalBaseQuery,
          ),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const saved = await queryFulfilled.catch(() => null);
          if (saved) {
            dispatch(wellnessApi.util.upsertQueryData('wellnessAccount', undefined, saved.data));
          }
        },
      }),
      dailyValues: build.query<WellnessDailyValue[], DayRange>({
        queryFn: async (range, api, _extra, baseQuery) => {
          const answer = await wellnessCall<{ data: WellnessDailyValue[] }>(
            { path: WELLNESS_PATHS.dailyValues, query: { ...range } },
            api,
            baseQuery as PortalBaseQuery,
          );
          return 'error' in answer ? answer : { data: answer.data.data };
        },
        providesTags: ['WellnessValues'],
      }),
      /** The connectors of the web (spec 3: native ones only in the app on their platform). */
      wellnessConnectors: build.query<WellnessConnector[], void>({
        queryFn: async (_arg, api, _extra, baseQuery) => {
          const answer = await wellnessCall<{ connectors: WellnessConnector[] }>(
            { path: WELLNESS_PATHS.connectors, query: { platform: 'web' } },
            api,
            baseQuery as PortalBaseQuery,
          );
          return 'error' in answer ? answer : { data: answer.data.connectors };
        },
        providesTags: ['WellnessConnectors'],
      }),
      /** The consent page to send the person to; it comes back to `redirectString`. */
      connectDevice: build.mutation<string, { dataSourceId: string; redirectString: string }>({
        queryFn: async (body, api, _extra, baseQuery) => {
          const answer = await wellnessCall<{ url: string }>(
            { path: WELLNESS_PATHS.connect, method: 'POST', body },
            api,
            baseQuery as PortalBaseQuery,
          );
          return 'error' in answer ? answer : { data: answer.data.url };
        },
      }),
      removeDevice: build.mutation<null, string>({
        queryFn: async (id, api, _extra, baseQuery) => {
          const answer = await wellnessCall<unknown>(
            { path: WELLNESS_PATHS.connector(id), method: 'DELETE', body: { platform: 'web' } },
            api,
            baseQuery as PortalBaseQuery,
          );
          return 'error' in answer ? answer : { data: null };
        },
        invalidatesTags: ['WellnessConnectors', 'WellnessAccount', 'WellnessValues'],
      }),
    }),
  });

export const {
  useWellnessAccountQuery,
  useSaveUserInformationMutation,
  useDailyValuesQuery,
  useWellnessConnectorsQuery,
  useConnectDeviceMutation,
  useRemoveDeviceMutation,
} = wellnessApi;
