/** V8's explicit compile hint (Chromium 136 and later): compile every function of this file now. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * An area's script larger than this is a library loaded for one feature (the video SDK, the PDF
 * viewer, forms, the chat client), of which a page runs a small part: compiled whole, it would
 * take the memory and the time for code that never runs. An area's own scripts are far smaller.
 */
export const AREA_HINT_MAX_BYTES = 200_000;

/**
 * Marks a build's scripts for eager compilation: the shell's first load, where nearly every
 * function runs as the portal starts (React, the router, the store, the kit, the start), and an
 * area's scripts, which load when its screens are opened. Unmarked, V8 compiles each function
 * on the main thread when it is first called. Marked, they are compiled as the script arrives,
 * on a background thread. Other browsers read a comment.
 * Scripts whose names match `exclude` (the shell's, loaded on demand) or larger than `maxBytes`
 * are left as they are.
 */
export function pluginCompileHints({ exclude, maxBytes = Infinity } = {}) {
  return {
    name: 'portal:compile-hints',
    setup(api) {
      // After minifying (which drops comments), before the file names' hashes are computed.
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, sources }) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js') || exclude?.test(name)) continue;
          if (assets[name].size() > maxBytes) continue;
          compilation.updateAsset(
            name,
            (source) => new sources.ConcatSource(COMPILE_ALL_HINT, source),
          );
        }
      });
    },
  };
}
