import { buildSchema } from 'graphql';
import type { AreaModule } from '../areas/areaModule.ts';
import { portalResolvers, portalSchema } from './graphRoutes.ts';

const pets: AreaModule = {
  name: 'pets',
  typeDefs: 'type Query { pets: [String!]! } type Mutation { adopt(name: String!): String! }',
  resolvers: { Query: { pets: () => ['Rex'] }, Mutation: { adopt: () => 'ok' } },
};
const plants: AreaModule = {
  name: 'plants',
  typeDefs: 'type Query { plants: [String!]! } type Mutation { water: Boolean! }',
  resolvers: { Query: { plants: () => [] } },
};

describe('the merged portal schema', () => {
  it('joins the core schema with every area, each declaring Query and Mutation', () => {
    const schema = buildSchema(portalSchema([pets, plants]));
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toEqual(
      expect.arrayContaining(['me', 'userDetails', 'pets', 'plants']),
    );
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toEqual(['adopt', 'water']);
  });

  it('keeps every resolver of every area', () => {
    const resolvers = portalResolvers([pets, plants]) as Record<string, Record<string, unknown>>;
    expect(Object.keys(resolvers.Query)).toEqual(['me', 'userDetails', 'pets', 'plants']);
    expect(Object.keys(resolvers.Mutation)).toEqual(['adopt']);
  });
});
