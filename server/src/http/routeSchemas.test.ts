import type { FastifySchemaValidationError } from 'fastify';
import { filledText, formatSchemaErrors } from './routeSchemas.ts';

const error = (over: Partial<FastifySchemaValidationError>): FastifySchemaValidationError => ({
  keyword: 'type',
  instancePath: '',
  schemaPath: '#',
  params: {},
  message: 'must be string',
  ...over,
});

describe('the answer to input that does not fit a route schema', () => {
  it('names a missing field', () => {
    const missing = error({ keyword: 'required', params: { missingProperty: 'communityId' } });
    expect(formatSchemaErrors([missing], 'querystring').message).toBe('communityId is required');
  });

  it('names a field that must be filled but is blank', () => {
    const blank = error({
      keyword: 'pattern',
      instancePath: '/communityId',
      params: { pattern: filledText(64).pattern },
      message: 'must match pattern "\\S"',
    });
    expect(formatSchemaErrors([blank], 'body').message).toBe('communityId is required');
  });

  it("keeps fastify's words for any other pattern, length or type", () => {
    const version = error({
      keyword: 'pattern',
      instancePath: '/version',
      params: { pattern: '^\\d+\\.\\d+\\.\\d+$' },
      message: 'must match pattern "^\\d+\\.\\d+\\.\\d+$"',
    });
    const long = error({
      keyword: 'maxLength',
      instancePath: '/query',
      message: 'must NOT have more than 100 characters',
    });
    expect(formatSchemaErrors([version], 'body').message).toBe(
      'body/version must match pattern "^\\d+\\.\\d+\\.\\d+$"',
    );
    expect(formatSchemaErrors([long], 'body').message).toBe(
      'body/query must NOT have more than 100 characters',
    );
  });
});
