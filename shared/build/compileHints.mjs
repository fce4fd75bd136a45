/** V8's explicit compile hint (Chromium 136 and later): compile every function of this file now. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks a build's scripts for eager compilation: the shell's first load, where nearly every
 * function runs as the portal starts (React, the router, the store, the kit, the start), and an
 * area's scripts, which load when its screens are opened. Unmarked, V8 compiles each function
 * on the main thread when it is first called. Marked, they are compiled as the script arrives,
 * on a background thread. Other browsers read a comment.
 * Scripts whose names match `exclude` (the shell's, loaded on demand) are left as they are.
 */
export function pluginCompileHints({ exclude } = {}) {
  return {
    name: 'portal:compile-hints',
    setup(api) {
      // After minifying (which drops comments), before the file names' hashes are computed.
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, sources }) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js') || exclude?.test(name)) continue;
          compilation.updateAsset(
            name,
            (source) => new sources.ConcatSource(COMPILE_ALL_HINT, source),
          );
        }
      });
    },
  };
}
