import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import ts from 'typescript';

/**
 * An area's definition (the `area` its `src/area.ts` exports), read from source for the
 * registry: the shell gets it with the registry and knows every area before it loads any.
 * The file imports types only, and what it exports must survive JSON unchanged.
 */
export async function readAreaDefinition(areaDir) {
  const file = join(areaDir, 'src', 'area.ts');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  let area;
  try {
    ({ area } = await import(
      `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
    ));
  } catch (error) {
    throw new Error(`${file} must import types only: ${error.message}`);
  }
  if (!area || typeof area !== 'object') throw new Error(`${file} exports no area`);
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(area)), area)) {
    throw new Error(`${file}: the area definition must be plain data (no functions)`);
  }
  return area;
}
