import { ATLAS_LAYERS, type AtlasLayer } from './atlas-geojson';

/** Where the offline map is served: outside /api, so MapLibre can fetch it without a token. */
export const OFFLINE_MAP_PREFIX = '/map/offline';
export const OFFLINE_STYLE_PATH = `${OFFLINE_MAP_PREFIX}/style.json`;

export const atlasPath = (layer: AtlasLayer): string => `${OFFLINE_MAP_PREFIX}/${layer}.geojson`;

const ATTRIBUTION = 'Natural Earth; U.S. Census Bureau';

/** Light, street-map-like colours (water, land, borders). */
const COLORS = {
  water: '#aad3df',
  land: '#f2efe9',
  countryBorder: '#8e8a9e',
  stateBorder: '#b0a3bd',
  countyBorder: '#d5cdc2',
} as const;

interface GeoJsonSourceSpec {
  type: 'geojson';
  data: string;
  attribution: string;
  /** Less detail kept per tile: the borders stay smooth and the tiles small. */
  tolerance: number;
}

type Paint = Record<string, unknown>;

interface LayerSpec {
  id: string;
  type: 'background' | 'fill' | 'line';
  source?: AtlasLayer;
  minzoom?: number;
  paint: Paint;
}

/** A MapLibre style (v8) subset: no glyphs or sprite, so it needs nothing from the internet. */
export interface OfflineStyle {
  version: 8;
  name: string;
  sources: Record<AtlasLayer, GeoJsonSourceSpec>;
  layers: LayerSpec[];
}

/** Line widths that grow as the map zooms in. */
const widthByZoom = (atZ3: number, atZ12: number): unknown[] => [
  'interpolate',
  ['linear'],
  ['zoom'],
  3,
  atZ3,
  12,
  atZ12,
];

/**
 * The base map used when no MAP_STYLE_URL is configured. Source URLs are root-relative:
 * MapLibre resolves a GeoJSON URL against the page (not the style), and this style is always
 * served from the page's own origin, so the same style works behind any proxy.
 */
export function offlineStyle(): OfflineStyle {
  const sources = Object.fromEntries(
    ATLAS_LAYERS.map((layer) => [
      layer,
      { type: 'geojson', data: atlasPath(layer), attribution: ATTRIBUTION, tolerance: 0.5 },
    ]),
  ) as Record<AtlasLayer, GeoJsonSourceSpec>;
  return {
    version: 8,
    name: 'Fleet offline',
    sources,
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': COLORS.water } },
      {
        id: 'countries-fill',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': COLORS.land },
      },
      {
        id: 'counties-line',
        type: 'line',
        source: 'counties',
        // Three thousand outlines only make sense once a region fills the screen.
        minzoom: 6,
        paint: { 'line-color': COLORS.countyBorder, 'line-width': widthByZoom(0.5, 1.2) },
      },
      {
        id: 'states-line',
        type: 'line',
        source: 'states',
        paint: { 'line-color': COLORS.stateBorder, 'line-width': widthByZoom(0.6, 2) },
      },
      {
        id: 'countries-line',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': COLORS.countryBorder, 'line-width': widthByZoom(0.8, 2.5) },
      },
    ],
  };
}
