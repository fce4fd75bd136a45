/**
 * Stands in for `@fastify/static` in the server's tests (jest.config.js maps it here).
 * Mercurius requires it only to serve GraphiQL, which the portal never serves, and its
 * dependency content-disposition is ESM-only, which jest's CommonJS run cannot load.
 */
export default {};
