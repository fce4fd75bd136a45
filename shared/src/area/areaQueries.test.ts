import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import type { AreaDefinition } from './areaDefinition';

/**
 * An area definition is plain data read at build time, so the GraphQL a definition carries
 * (a submenu's `childrenFrom.query`) is not in a `.graphql` file that codegen checks: it is
 * checked here against the same schema.
 */
const root = join(__dirname, '../../..');
const schema = buildSchema(readFileSync(join(root, 'contracts/schema.graphql'), 'utf8'));
const areas = readdirSync(root).filter((name) => /^mf-[a-z-]+$/.test(name));

function queriesOf(definition: AreaDefinition): string[] {
  return (definition.nav ?? []).flatMap((entry) =>
    entry.childrenFrom ? [entry.childrenFrom.query] : [],
  );
}

describe("the GraphQL in areas' definitions", () => {
  const queries = areas.flatMap((folder) => {
    const { area } = require(join(root, folder, 'src/area.ts')) as { area: AreaDefinition };
    return queriesOf(area).map((query) => [folder, query] as const);
  });

  it('includes the dining submenu', () => {
    expect(queries.map(([folder]) => folder)).toContain('mf-dining');
  });

  it.each(queries)('%s: %s fits the schema', (_folder, query) => {
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
  });

  it('fails a query that asks for a field the schema does not have', () => {
    const query =
      'query Restaurants($communityId: ID!) { restaurants(communityId: $communityId) { nickname } }';
    expect(validate(schema, parse(query))).not.toHaveLength(0);
  });
});
