import { readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types generated from the portal's schema (`contracts/schema.graphql`, written from the
 * server's areas): the server's resolver types, and typed documents in each browser package
 * that keeps its GraphQL operations in `.graphql` files (`<package>/src/gql/graphql.ts`). `npm run codegen` writes them; the tests
 * run it with `--check`, which fails when a document does not fit the schema or a generated
 * file is stale.
 */
const schema = 'contracts/schema.graphql';

const browserPackages = [
  'shared',
  'shell',
  ...readdirSync('.').filter((n) => /^mf-[a-z-]+$/.test(n)),
];

function writesDocuments(pkg: string): boolean {
  return readdirSync(`${pkg}/src`, { recursive: true, encoding: 'utf8' }).some((file) =>
    file.endsWith('.graphql'),
  );
}

const typedDocuments = (pkg: string): CodegenConfig['generates'][string] => ({
  preset: 'client',
  documents: `${pkg}/src/**/*.graphql`,
  presetConfig: { fragmentMasking: false },
  config: {
    documentMode: 'string',
    scalars: { ID: 'string' },
    enumsAsTypes: true,
    useTypeImports: true,
    skipTypename: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  },
});

const config: CodegenConfig = {
  schema,
  overwrite: true,
  generates: {
    'server/src/graph/resolverTypes.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        useIndexSignature: true,
        scalars: { ID: 'string' },
        contextType: 'mercurius#MercuriusContext',
        // Where the server's own model of a type differs from its GraphQL shape.
        mappers: {
          User: './graphUser.ts#GraphUser',
          Community: './graphUser.ts#GraphCommunity',
          Event: '../events/eventRepository.ts#GraphEvent',
          FeedAsset: '../feed/feedRepository.ts#FeedAsset as FeedAssetModel',
        },
      },
    },
    ...Object.fromEntries(
      browserPackages
        .filter(writesDocuments)
        .map((pkg) => [`${pkg}/src/gql/`, typedDocuments(pkg)]),
    ),
  },
};

export default config;
