import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalSchema } from './graphRoutes.ts';

/**
 * Writes the merged portal schema to `contracts/schema.graphql`, the file the browser's typed
 * documents and the server's resolver types are generated from. With `--check` it writes
 * nothing and fails when the file is not the schema the server serves.
 */
const target = join(import.meta.dirname, '../../../contracts/schema.graphql');
const sdl = `# The portal's GraphQL schema, merged from the server's areas by \`npm run codegen\`.
# Do not edit: change the server's schema and run \`npm run codegen\`.

${portalSchema()}
`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== sdl) {
    console.error('contracts/schema.graphql is not the server schema: run npm run codegen.');
    process.exit(1);
  }
} else {
  writeFileSync(target, sdl);
}
