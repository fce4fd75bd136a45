export declare const COMPILE_ALL_HINT: string;
export declare const AREA_HINT_MAX_BYTES: number;

interface HintedSource {
  source(): string | Buffer;
  size(): number;
}

/** An Rsbuild plugin; typed here by the part of Rsbuild's API it uses. */
export declare function pluginCompileHints(options?: { exclude?: RegExp; maxBytes?: number }): {
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
