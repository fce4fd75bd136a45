export declare const COMPILE_ALL_HINT: string;

interface HintedSource {
  source(): string | Buffer;
}

/** An Rsbuild plugin; typed here by the part of Rsbuild's API it uses. */
export declare function pluginCompileHints(options?: { exclude?: RegExp }): {
  name: string;
  setup(api: {
    processAssets(
      descriptor: { stage: string },
      handler: (context: {
        assets: Record<string, HintedSource>;
        compilation: {
          updateAsset(name: string, update: (source: HintedSource) => HintedSource): void;
        };
        sources: { ConcatSource: new (...parts: (string | HintedSource)[]) => HintedSource };
      }) => void,
    ): void;
  }): void;
};
