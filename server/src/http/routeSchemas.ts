import type { FastifySchemaValidationError } from 'fastify';

/*
 * Every HTTP route declares its body, query string and path parameters as a JSON schema in its
 * options (fastify checks them before the route runs, and the JSON Schema type provider types
 * `request.body`, `request.query` and `request.params` from them), so a route's contract is
 * read in one place. The helpers keep the literal types the type provider reads.
 */

/** A string of at most `maxLength` characters. */
export const text = <const N extends number>(maxLength: N) =>
  ({ type: 'string', maxLength }) as const;

/** A string of at most `maxLength` characters with something besides blanks in it. */
export const filledText = <const N extends number>(maxLength: N) =>
  ({ type: 'string', maxLength, pattern: '\\S' }) as const;

const FILLED = filledText(1).pattern;

/** A required input that is missing, or blank where it must be filled. */
function isMissing(error: FastifySchemaValidationError): boolean {
  return (
    error.keyword === 'required' ||
    (error.keyword === 'pattern' && (error.params as { pattern?: string }).pattern === FILLED)
  );
}

/**
 * The message of a 400 for input that does not fit its schema: `communityId is required` for a
 * missing or blank field, else fastify's wording (`body/query must NOT have more than 100
 * characters`).
 */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const messages = errors.map((error) => {
    if (isMissing(error)) {
      const field =
        (error.params as { missingProperty?: string }).missingProperty ??
        error.instancePath.split('/').pop();
      return `${field} is required`;
    }
    return `${dataVar}${error.instancePath} ${error.message}`;
  });
  return new Error(messages.join(', '));
}
