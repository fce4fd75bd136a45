import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { resolveEnvironment } from '../config/environments';
import { connectionMonitor } from '../connection/ConnectionMonitor';
import { isEmbedded } from '../remote/embedMode';
import { sessionEnded } from '../session/loginRedirect';
import { renewToken } from '../session/tokenRefresh';
import { tokenLoaded } from '../store/sessionSlice';

/** A GraphQL operation, or a plain call of the portal API. */
export type PortalRequest =
  | { document: string; variables?: Record<string, unknown> }
  | { path: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown };

/** A document typed by codegen (its `TypedDocumentString`): the answer and variables it has. */
export type TypedDocument<Result, Variables> = DocumentTypeDecoration<Result, Variables> & {
  toString(): string;
};

/** The answer type of a typed document. */
export type ResultOf<Document> =
  Document extends DocumentTypeDecoration<infer Result, infer _Variables> ? Result : never;

/** A GraphQL request whose variables are checked against its generated document. */
export function graphRequest<Result, Variables extends Record<string, unknown>>(
  document: TypedDocument<Result, Variables>,
  variables: Variables,
): PortalRequest {
  return { document: document.toString(), variables };
}

export interface PortalError {
  status: number | 'NETWORK';
  message: string;
  code?: string;
}

interface GraphQLResponse {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

interface StateWithToken {
  session: { token: string | null };
}

/** Spec 8: a 401, or an error message containing 401, means the session is over. */
export function isUnauthorized(status: number, message: string): boolean {
  return status === 401 || /\b401\b/.test(message);
}

async function send(request: PortalRequest, token: string | null): Promise<Response> {
  const isGraph = 'document' in request;
  const url = `${resolveEnvironment().apiOrigin}${isGraph ? '/v3/graph/graphql' : request.path}`;
  const body = isGraph
    ? { query: request.document, variables: request.variables ?? {} }
    : request.body;
  return fetch(url, {
    method: isGraph ? 'POST' : (request.method ?? 'GET'),
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The base query of the portal API: adds the bearer token, sends every call through the
 * connection monitor, renews a refused token once with the session's refresh token, and turns
 * a session that has ended into a trip to the login site.
 */
export const portalBaseQuery: BaseQueryFn<PortalRequest, unknown, PortalError> = async (
  request,
  api,
) => {
  let token = (api.getState() as StateWithToken).session.token;
  let response: Response;
  try {
    response = await connectionMonitor.track(() => send(request, token));
    // Twice at most: a token another tab stored may itself have run out.
    for (let renewals = 0; response.status === 401 && token && renewals < 2; renewals++) {
      const renewal = await renewToken(token);
      if ('switched' in renewal) {
        window.location.reload();
        return { error: { status: 401, message: 'Signed in as someone else in another tab' } };
      }
      if ('ended' in renewal) break;
      const renewed = renewal.token;
      token = renewed;
      api.dispatch(tokenLoaded(renewed));
      response = await connectionMonitor.track(() => send(request, renewed));
    }
  } catch (error) {
    return { error: { status: 'NETWORK', message: (error as Error).message } };
  }
  const payload = (await response.json().catch(() => ({}))) as GraphQLResponse & {
    message?: string;
    code?: string;
  };
  const firstError = payload.errors?.[0];
  const message = firstError?.message ?? payload.message ?? response.statusText;
  if (isUnauthorized(response.status, response.ok ? '' : message)) {
    // A partner's page is not sent to the portal's sign-in: the area says it could not load.
    if (!isEmbedded()) sessionEnded();
    return { error: { status: 401, message } };
  }
  if (!response.ok || firstError) {
    return {
      error: {
        status: response.status,
        message,
        code: firstError?.extensions?.code ?? payload.code,
      },
    };
  }
  return { data: 'document' in request ? payload.data : payload };
};
