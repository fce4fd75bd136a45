import { COMPILE_ALL_HINT, pluginCompileHints } from '../../build/compileHints.mjs';

/*
 * The shell's first-load scripts and an area's scripts up to the size limit start with V8's
 * compile hint, so the browser compiles them as they arrive, off the main thread; the shell's
 * scripts loaded on demand, and an area's larger libraries, do not.
 */

/** The part of rspack's sources the plugin uses: text sources and their concatenation. */
class TextSource {
  constructor(private readonly text: string) {}
  source(): string {
    return this.text;
  }
  size(): number {
    return Buffer.byteLength(this.text);
  }
}
class ConcatSource extends TextSource {
  constructor(...parts: (string | { source(): string | Buffer })[]) {
    super(parts.map((part) => (typeof part === 'string' ? part : String(part.source()))).join(''));
  }
}

function processed(
  files: Record<string, string>,
  options?: Parameters<typeof pluginCompileHints>[0],
): Record<string, string> {
  const assets: Record<string, TextSource> = {};
  for (const [name, text] of Object.entries(files)) assets[name] = new TextSource(text);
  pluginCompileHints(options).setup({
    processAssets: (descriptor, handler) => {
      expect(descriptor.stage).toBe('optimize-inline');
      handler({
        assets,
        compilation: {
          updateAsset: (name, update) => {
            assets[name] = update(assets[name]) as TextSource;
          },
        },
        sources: { ConcatSource },
      });
    },
  });
  return Object.fromEntries(Object.entries(assets).map(([name, s]) => [name, s.source()]));
}

describe('pluginCompileHints', () => {
  it('marks the first-load scripts, first thing in the file', () => {
    expect(
      processed(
        {
          'static/js/index.abc.js': 'var a=1;',
          'static/js/async/t.def.js': '"use strict";b();',
          'static/js/async/on-demand-more.123.js': 'c();',
          'index.html': '<!doctype html>',
          'static/js/index.abc.js.LICENSE.txt': 'MIT',
        },
        { exclude: /on-demand-/ },
      ),
    ).toEqual({
      'static/js/index.abc.js': '//# allFunctionsCalledOnLoad\nvar a=1;',
      'static/js/async/t.def.js': '//# allFunctionsCalledOnLoad\n"use strict";b();',
      'static/js/async/on-demand-more.123.js': 'c();',
      'index.html': '<!doctype html>',
      'static/js/index.abc.js.LICENSE.txt': 'MIT',
    });
    expect(COMPILE_ALL_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it("marks an area's scripts, whose code runs when its screens open, but not a large library", () => {
    expect(
      processed(
        {
          'static/js/mf_feed.abc.js': 'var mf_feed;',
          'static/js/async/__federation_expose_routes.def.js': 'a();',
          'static/js/async/u.123.js': 'var pdf=function(){return 1};',
          'mf-manifest.json': '{}',
        },
        { maxBytes: 20 },
      ),
    ).toEqual({
      'static/js/mf_feed.abc.js': '//# allFunctionsCalledOnLoad\nvar mf_feed;',
      'static/js/async/__federation_expose_routes.def.js': '//# allFunctionsCalledOnLoad\na();',
      'static/js/async/u.123.js': 'var pdf=function(){return 1};',
      'mf-manifest.json': '{}',
    });
  });
});
