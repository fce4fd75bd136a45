import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { INTERNAL_ERROR_MESSAGE } from '../http/errorHandler.ts';

type Execution = Parameters<typeof mercurius.defaultErrorFormatter>[0];
type Formatted = ReturnType<typeof mercurius.defaultErrorFormatter>;

/**
 * An error the portal means to answer: graphql-js' own (syntax, validation, variables), the
 * portal's (graphErrors.ts, limits: mercurius' ErrorWithProps) and mercurius' or fastify's
 * refusals of a request (4xx). Anything else is unexpected, such as a database error.
 */
export function isDeliberateGraphError(error: GraphQLError): boolean {
  const original = error.originalError;
  if (original === undefined || original === null) return true;
  if (original instanceof GraphQLError || original instanceof mercurius.ErrorWithProps) return true;
  const statusCode = (original as { statusCode?: unknown }).statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

export interface GraphErrorFormatterOptions {
  /** Drops graphql-js' "Did you mean …?" hints, which name fields when introspection is off. */
  hideSuggestions: boolean;
}

/**
 * mercurius' errorFormatter: deliberate errors as mercurius answers them; an unexpected error
 * becomes INTERNAL_SERVER_ERROR with the request id, and its detail goes to the server log only.
 */
export function graphErrorFormatter({ hideSuggestions }: GraphErrorFormatterOptions) {
  return (execution: Execution, context: MercuriusContext): Formatted => {
    const reply = context.reply as MercuriusContext['reply'] | undefined;
    const log: FastifyBaseLogger = reply ? reply.log : context.app.log;
    const requestId = reply?.request.id;
    const errors = (execution.errors ?? []).map((error) => {
      if (isDeliberateGraphError(error)) {
        if (hideSuggestions) {
          // mercurius' validation error carries the document's errors in `errors`.
          const original = error.originalError as { errors?: unknown } | undefined;
          if (original && Array.isArray(original.errors)) {
            original.errors = original.errors.map((inner: unknown) =>
              inner instanceof GraphQLError ? withoutSuggestions(inner) : inner,
            );
          }
          return withoutSuggestions(error);
        }
        return error;
      }
      log.error({ err: error.originalError, path: error.path, requestId }, 'GraphQL error');
      return new GraphQLError(INTERNAL_ERROR_MESSAGE, {
        path: error.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        originalError: Object.assign(new Error(INTERNAL_ERROR_MESSAGE), { statusCode: 500 }),
      });
    });
    return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
  };
}

const SUGGESTION = / Did you mean .*\?$/;

function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}
