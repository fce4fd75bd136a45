import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The schema is the contract: an area's typed documents are generated from it, and generation
 * fails when a document asks for what the schema no longer has. `npm test` runs that
 * generation (`codegen:check`) before it type-checks and builds, so a changed field stops the
 * build of the area that uses it.
 */
const root = join(__dirname, '../..');
const schema = readFileSync(join(root, 'contracts/schema.graphql'), 'utf8');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'schema-contract-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Generates the events area's typed documents against this schema, as codegen.ts does. */
function generateEvents(schemaText: string) {
  writeFileSync(join(scratch, 'schema.graphql'), schemaText);
  const config = {
    schema: join(scratch, 'schema.graphql'),
    documents: 'mf-events/src/**/*.graphql',
    generates: { [join(scratch, 'gql/')]: { preset: 'client' } },
  };
  writeFileSync(join(scratch, 'codegen.json'), JSON.stringify(config));
  const run = spawnSync(
    join(root, 'node_modules/.bin/graphql-codegen'),
    ['--config', join(scratch, 'codegen.json')],
    // Under NODE_ENV=test codegen keeps its errors to itself.
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' } },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the schema as the contract of the areas', () => {
  it("generates the events area's types from the schema as it is", () => {
    const run = generateEvents(schema);
    expect(run.status).toBe(0);
    expect(readFileSync(join(scratch, 'gql/graphql.ts'), 'utf8')).toContain('waitlistCount');
  }, 30_000);

  it('fails the events area when a field it reads is renamed in the schema', () => {
    expect(schema).toContain('  waitlistCount: Int!');
    const run = generateEvents(schema.replace('  waitlistCount: Int!', '  waitlistLength: Int!'));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/Cannot query field "waitlistCount" on type "Event"/);
  }, 30_000);
});
