import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type ASTNode,
  buildSchema,
  type FragmentDefinitionNode,
  type GraphQLError,
  Kind,
  Lexer,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionNode,
  Source,
  specifiedRules,
  TokenKind,
  validate,
  visit,
} from 'graphql';
import { startSession } from '../auth/portalSessions.ts';
import { DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { bearerFor, startTestApp, type TestApp } from '../testing/testApp.ts';
import { GRAPH_LIMITS, graphValidationRules } from './graphLimits.ts';
import { portalSchema } from './graphRoutes.ts';

/*
 * Issue 17, finding 4: GraphQL had no alias, depth or cost limit (1,000 aliases of `me` took
 * 4.4 s) and introspection could not be turned off.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CLIENT_DIRS = [
  'shared',
  'shell',
  'login',
  ...readdirSync(ROOT).filter((d) => /^mf-/.test(d)),
];

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => join(dir, file));
}

interface ClientDocument {
  name: string;
  operation: OperationDefinitionNode;
  fragments: FragmentDefinitionNode[];
  /** The document as the client sends it: the operation and the fragments it spreads. */
  document: string;
}

function fragmentsUsedBy(
  node: ASTNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  used = new Map<string, FragmentDefinitionNode>(),
): FragmentDefinitionNode[] {
  visit(node, {
    FragmentSpread(spread) {
      const fragment = fragments.get(spread.name.value);
      if (fragment && !used.has(fragment.name.value)) {
        used.set(fragment.name.value, fragment);
        fragmentsUsedBy(fragment, fragments, used);
      }
    },
  });
  return [...used.values()];
}

function documentOf(operation: OperationDefinitionNode, fragments: FragmentDefinitionNode[]) {
  return print({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] });
}

/** Every GraphQL operation a portal client sends, from the packages' `.graphql` files. */
function clientDocuments(): ClientDocument[] {
  return CLIENT_DIRS.flatMap((dir) => {
    const definitions = graphqlFiles(join(ROOT, dir, 'src')).flatMap(
      (file) => parse(readFileSync(file, 'utf8')).definitions,
    );
    const fragments = new Map(
      definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => {
        const used = fragmentsUsedBy(operation, fragments);
        return {
          name: `${dir} ${operation.name?.value}`,
          operation,
          fragments: used,
          document: documentOf(operation, used),
        };
      });
  });
}

function clientDocument(name: string): ClientDocument {
  const found = clientDocuments().find((d) => d.name === name);
  if (!found) throw new Error(`No client document ${name}`);
  return found;
}

describe('the limits and the portal clients', () => {
  const schema = buildSchema(portalSchema());
  const documents = clientDocuments();

  it('finds the client documents', () => {
    expect(documents.length).toBeGreaterThan(30);
  });

  it.each(documents.map((d) => [d.name, d.document]))(
    '%s stays within half of every limit',
    (_name, document) => {
      const measured: Record<string, number> = {};
      const record = (key: string) => [
        (_context: unknown, value: { n: number }) => {
          measured[key] = value.n;
        },
      ];
      const lexer = new Lexer(new Source(document));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens++;
      const errors = validate(schema, parse(document), [
        ...specifiedRules,
        maxDepthRule({ n: 1000, flattenFragments: true, onAccept: record('depth') }),
        maxAliasesRule({ n: 1000, onAccept: record('aliases') }),
        maxDirectivesRule({ n: 1000, onAccept: record('directives') }),
        costLimitRule({ maxCost: 1e9, flattenFragments: true, onAccept: record('cost') }),
      ]);
      expect(errors).toEqual([]);
      expect(measured.depth).toBeLessThanOrEqual(GRAPH_LIMITS.depth / 2);
      expect(measured.aliases).toBeLessThanOrEqual(GRAPH_LIMITS.aliases / 2);
      expect(measured.directives).toBeLessThanOrEqual(GRAPH_LIMITS.directives / 2);
      expect(measured.cost).toBeLessThanOrEqual(GRAPH_LIMITS.cost / 2);
      expect(tokens).toBeLessThanOrEqual(GRAPH_LIMITS.tokens / 2);
      expect(
        validate(schema, parse(document), graphValidationRules({ introspection: false })),
      ).toEqual([]);
    },
  );
});

const fields = (n: number, field: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => field(i)).join(' ');

/** The invites query of the events area (cost 382), its field aliased 10 times. */
function costlyDocument(): string {
  const { operation, fragments } = clientDocument('mf-events MyInvites');
  const [field] = operation.selectionSet.selections;
  const aliased = Array.from({ length: 10 }, (_, i) => ({
    ...field,
    alias: { kind: Kind.NAME, value: `i${i}` },
  })) as SelectionNode[];
  return documentOf(
    { ...operation, selectionSet: { ...operation.selectionSet, selections: aliased } },
    fragments,
  );
}

interface GraphBody {
  data: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe('POST /v3/graph/graphql', () => {
  let testApp: TestApp;
  let authorization: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    authorization = await bearerFor(testApp, DEMO_RESIDENT_ID);
  }, 60_000);

  afterAll(() => testApp.close());

  async function graph(query: string, variables: Record<string, unknown> = {}) {
    const started = Date.now();
    const response = await testApp.request({
      method: 'POST',
      url: '/v3/graph/graphql',
      headers: { authorization },
      payload: { query, variables },
    });
    return { ...response, body: response.json<GraphBody>(), ms: Date.now() - started };
  }

  it.each([
    [
      '1,000 aliases of me',
      `{ ${fields(1000, (i) => `a${i}: me { _id }`)} }`,
      /Aliases limit of 15|more tha[nt] 2000 tokens/,
    ],
    [
      '16 aliases of directory',
      `{ ${fields(16, (i) => `a${i}: directory(communityId: "${WILLOW_CREEK_ID}") { _id }`)} }`,
      /Aliases limit of 15/,
    ],
    [
      'depth 30',
      `{ __type(name: "User") { fields { type ${'{ ofType '.repeat(27)}{ name }${' }'.repeat(27)} } } }`,
      /depth limit of 12/,
    ],
    [
      'a costly query: 10 aliases of the events area’s invites',
      costlyDocument(),
      /Cost limit of 2000/,
    ],
    [
      '11 directives',
      `{ me { ${fields(11, (i) => `f${i}: _id @skip(if: false)`)} } }`,
      /Directives limit of 10/,
    ],
    ['3,000 tokens', `{ me { ${'_id '.repeat(3000)} } }`, /more tha[nt] 2000 tokens/],
  ])('refuses %s with 400, quickly', async (_what, query, message) => {
    const response = await graph(query);
    expect(response.statusCode).toBe(400);
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors?.[0].message).toMatch(message);
    expect(response.ms).toBeLessThan(1000);
  });

  it('answers the biggest query of the events area', async () => {
    const { document } = clientDocument('mf-events EventList');
    const response = await graph(document, { communityId: WILLOW_CREEK_ID });
    expect(response.body.errors).toBeUndefined();
    expect(response.statusCode).toBe(200);
  });

  it('refuses a string argument over the length limit, in the document and in variables', async () => {
    const long = 'x'.repeat(GRAPH_LIMITS.stringLength + 1);
    const inDocument = await graph(
      `{ directory(communityId: "${WILLOW_CREEK_ID}", query: "${long}") { _id } }`,
    );
    const inVariables = await graph(
      'query D($c: ID!, $q: String) { directory(communityId: $c, query: $q) { _id } }',
      { c: WILLOW_CREEK_ID, q: long },
    );
    for (const response of [inDocument, inVariables]) {
      expect(response.body.data ?? null).toBeNull();
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          message: `Text must have at most ${GRAPH_LIMITS.stringLength} characters.`,
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    }
  });

  it('answers introspection in development', async () => {
    const response = await graph('{ __schema { queryType { name } } }');
    expect(response.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('has no GraphiQL', async () => {
    for (const url of ['/graphiql', '/v3/graph/graphiql']) {
      const response = await testApp.request({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('introspection in production', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ seed: false, config: { devRoutesEnabled: false } });
  }, 60_000);

  afterAll(() => testApp.close());

  it('is refused, and validation errors suggest no field names', async () => {
    const authorization = await bearerForUnseeded(testApp);
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "User") { name } }']) {
      const response = await testApp.request({
        method: 'POST',
        url: '/v3/graph/graphql',
        headers: { authorization },
        payload: { query },
      });
      const body = response.json<GraphBody>();
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0].message).toMatch(/introspection/i);
    }
    const typo = await testApp.request({
      method: 'POST',
      url: '/v3/graph/graphql',
      headers: { authorization },
      payload: { query: '{ mee { _id } }' },
    });
    const errors = typo.json<GraphBody>().errors ?? [];
    expect(errors.map((e: Pick<GraphQLError, 'message'>) => e.message)).toEqual([
      'Cannot query field "mee" on type "Query".',
    ]);
  });
});

/** A session of the one person of an otherwise empty database (a session needs its user). */
async function bearerForUnseeded(testApp: TestApp): Promise<string> {
  await testApp.db.query(
    `INSERT INTO communities (id, name, timezone) VALUES ($1, 'Willow Creek', 'UTC')`,
    [WILLOW_CREEK_ID],
  );
  await testApp.db.query(
    `INSERT INTO users (id, user_type, roles, first_name, last_name, primary_community_id)
     VALUES ($1, 'Resident', '{Resident}', 'Ann', 'Reader', $2)`,
    [DEMO_RESIDENT_ID, WILLOW_CREEK_ID],
  );
  const { token } = await startSession(
    testApp.db,
    { id: DEMO_RESIDENT_ID, primaryCommunityId: WILLOW_CREEK_ID, userType: 'Resident' },
    null,
    testApp.config.tokenSecret,
  );
  return `Bearer ${token}`;
}
