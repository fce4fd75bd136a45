/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query HomeControlsConfig($communityId: ID!) {\n  homeControlsConfig(communityId: $communityId) {\n    username\n    system\n    analytics\n    ctoken\n    password\n    from\n    homeSystem {\n      _id\n      systemStatus\n    }\n  }\n}": typeof types.HomeControlsConfigDocument,
};
const documents: Documents = {
    "query HomeControlsConfig($communityId: ID!) {\n  homeControlsConfig(communityId: $communityId) {\n    username\n    system\n    analytics\n    ctoken\n    password\n    from\n    homeSystem {\n      _id\n      systemStatus\n    }\n  }\n}": types.HomeControlsConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeControlsConfig($communityId: ID!) {\n  homeControlsConfig(communityId: $communityId) {\n    username\n    system\n    analytics\n    ctoken\n    password\n    from\n    homeSystem {\n      _id\n      systemStatus\n    }\n  }\n}"): typeof import('./graphql').HomeControlsConfigDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
