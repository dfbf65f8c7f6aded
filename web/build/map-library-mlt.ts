import { createRequire } from 'node:module';
import path from 'node:path';
import { type Plugin } from 'vite';
import { applySourceEdits, type SourceEdit } from './source-edits';

const require = createRequire(import.meta.url);
const libraryRoot = path.dirname(require.resolve('maplibre-gl/package.json'));
const librarySource = (file: string): string => path.join(libraryRoot, 'src', file);

/** The module holding the decoder once loaded; inside the library's folder so it is chunked as its code. */
const DECODER_HOLDER_ID = 'virtual:fleet-mlt-decoder';
const RESOLVED_DECODER_HOLDER = librarySource('source/fleet_mlt_decoder.ts');

/** The decoder's own chunk: loaded by a page or its worker only when a source's tiles are MLT. */
const MLT_DECODER_CHUNK = 'maplibre-mlt';

/**
 * The holder: `loadMltDecoder()` starts the download once and settles when it is there;
 * `mlt()` hands it to the code that decodes, which runs only after that (see the edits below).
 * The decoder is imported by its file's URL, not by name: Vite would wrap a named import in
 * its preload helper, which needs a document, and the worker has none.
 */
const decoderHolderSource = (decoderUrl: string): string => `
let decoder;
let loading;
export function loadMltDecoder() {
  loading ??= import(/* @vite-ignore */ ${decoderUrl}).then((module) => { decoder = module; });
  return loading;
}
export function mlt() {
  if (decoder === undefined) throw new Error('The MLT tile decoder was used before it loaded');
  return decoder;
}
`;

/**
 * The library's three files that read MLT tiles, and how each is changed. Each `find` must
 * match exactly: a new version of the library that moved this code fails the build here rather
 * than shipping a map that cannot read MLT tiles.
 */
const EDITS: Record<string, SourceEdit[]> = {
  // The tile class: its decoder and geometry constants come from the holder.
  [librarySource('source/vector_tile_mlt.ts')]: [
    {
      find: "import {type FeatureTable, decodeTile, type Feature as MLTFeature, GEOMETRY_TYPE} from '@maplibre/mlt';",
      replace:
        "import type {FeatureTable, Feature as MLTFeature} from '@maplibre/mlt';\n" +
        `import {mlt} from '${DECODER_HOLDER_ID}';`,
    },
    { find: /\bGEOMETRY_TYPE\./g, replace: 'mlt().GEOMETRY_TYPE.' },
    { find: /\bdecodeTile\(/g, replace: 'mlt().decodeTile(' },
  ],
  // The worker decodes a fetched tile: it waits for the decoder first.
  [librarySource('source/vector_tile_worker_source.ts')]: [
    {
      find: 'const tileResult = this.loadVectorTile(params, tileResponse.data);',
      replace:
        "if (params.encoding === 'mlt') await loadMltDecoder();\n" +
        '            const tileResult = this.loadVectorTile(params, tileResponse.data);',
    },
    { find: /^/, replace: `import {loadMltDecoder} from '${DECODER_HOLDER_ID}';\n` },
  ],
  // The page decodes a tile's features when they are queried, synchronously: it takes an MLT
  // tile from its worker only once its own copy of the decoder is there, fetched alongside.
  [librarySource('source/vector_tile_source.ts')]: [
    {
      find: 'this._setAcceptHeader(params.request);',
      replace:
        "const mltDecoder = this.encoding === 'mlt' ? loadMltDecoder() : undefined;\n" +
        '        this._setAcceptHeader(params.request);',
    },
    {
      find: 'this._afterTileLoadWorkerResponse(tile, data);\n        if (data?.etagUnmodified)',
      replace:
        'await mltDecoder;\n' +
        '        if (tile.aborted) {\n            return;\n        }\n' +
        '        this._afterTileLoadWorkerResponse(tile, data);\n        if (data?.etagUnmodified)',
    },
    { find: /^/, replace: `import {loadMltDecoder} from '${DECODER_HOLDER_ID}';\n` },
  ],
};

/**
 * The map library's decoder for MapLibre Tiles (MLT), ~16 KB compressed, loaded only when a
 * style has a source whose tiles are MLT (issue 9, bench/README.md "Web weight"): Fleet's own
 * base map is Mapbox Vector Tiles, but MAP_STYLE_URL may name any style. Both threads load it
 * before they decode such a tile, so a style with MLT tiles draws and answers queries as before,
 * its first tiles one small download later. Applies to the build from source (map-library.ts);
 * the dev server's prebuilt files hold the decoder anyway.
 */
export function mltDecoderOnDemand(): Plugin {
  return {
    name: 'fleet:mlt-decoder-on-demand',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === DECODER_HOLDER_ID ? RESOLVED_DECODER_HOLDER : undefined;
    },
    load(id) {
      if (id !== RESOLVED_DECODER_HOLDER) return undefined;
      // An entry of its own, like the worker (map-library.ts): only the holder names it.
      // Its exports kept: Vite builds the app with no entry signatures, which would shake them off.
      const reference = this.emitFile({
        type: 'chunk',
        id: '@maplibre/mlt',
        name: MLT_DECODER_CHUNK,
        preserveSignature: 'strict',
      });
      return decoderHolderSource(`import.meta.ROLLUP_FILE_URL_${reference}`);
    },
    transform(code, id) {
      const edits = EDITS[id];
      if (!edits) return undefined;
      const where = {
        file: path.relative(libraryRoot, id),
        plugin: 'web/build/map-library-mlt.ts',
      };
      return { code: applySourceEdits(code, edits, where), map: null };
    },
  };
}
