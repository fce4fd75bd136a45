// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built shell, login
// site and areas, so the static hosts send them precompressed (scripts/staticHosts.mjs, sirv).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this size the headers of a compressed answer outweigh what it saves. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const builds = readdirSync(root)
  .filter((name) => /^(shell|login|mf-[a-z-]+)$/.test(name))
  .map((name) => join(root, name, 'dist'))
  .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());

const files = builds.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEXT.test(name))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).size >= MIN_BYTES),
);

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const content = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    before += content.length;
    after += br.length;
  }),
);
console.log(
  `Precompressed ${files.length} files: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli.`,
);
