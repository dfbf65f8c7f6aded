import {
  type ExpressionSpecification,
  type GeoJSONSourceSpecification,
  type LayerSpecification,
} from 'maplibre-gl';
import { HEADING_ARROW_IMAGE } from './heading-arrow';
import { indicatorColorExpression } from './indicator-colors';
import { COUNT_IMAGE_PREFIX, LABEL_IMAGE_PREFIX } from './text-images';

export const ASSET_SOURCE_ID = 'assets';

export const ASSET_LAYER_IDS = {
  clusters: 'assets-clusters',
  clusterCounts: 'assets-cluster-counts',
  headings: 'assets-headings',
  points: 'assets-points',
  labels: 'assets-labels',
} as const;

/** Bottom to top, the order they are added in. */
export const ASSET_LAYER_ORDER = [
  ASSET_LAYER_IDS.clusters,
  ASSET_LAYER_IDS.clusterCounts,
  ASSET_LAYER_IDS.headings,
  ASSET_LAYER_IDS.points,
  ASSET_LAYER_IDS.labels,
] as const;

/**
 * Above this zoom every asset is its own marker: focusing on an asset (zoom ≥ 14, spec 2 §9)
 * must never leave it hidden inside a cluster.
 */
export const CLUSTER_MAX_ZOOM = 13;
export const CLUSTER_RADIUS = 50;

const MARKER_RADIUS = 7;
const SELECTED_RADIUS = 10;
const SELECTED_STROKE = '#1971c2';

export function assetSourceSpec(): GeoJSONSourceSpecification {
  return {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
    clusterRadius: CLUSTER_RADIUS,
    promoteId: 'assetId',
  };
}

const isCluster: ExpressionSpecification = ['has', 'point_count'];
const isPoint: ExpressionSpecification = ['!', ['has', 'point_count']];

/** `true` for the selected asset: its marker grows and gets a blue ring. */
export const isSelected = (assetId: number | null | undefined): ExpressionSpecification => [
  '==',
  ['get', 'assetId'],
  assetId ?? -1,
];

export const markerRadius = (assetId: number | null | undefined): ExpressionSpecification => [
  'case',
  isSelected(assetId),
  SELECTED_RADIUS,
  MARKER_RADIUS,
];

/** The selected asset's blue ring, else the asset's own marker colour, else white. */
export const markerStroke = (assetId: number | null | undefined): ExpressionSpecification => [
  'case',
  isSelected(assetId),
  SELECTED_STROKE,
  ['coalesce', ['get', 'color'], '#ffffff'],
];

export function assetLayerSpecs(
  selectedAssetId: number | null | undefined,
  showLabels: boolean,
): LayerSpecification[] {
  const source = ASSET_SOURCE_ID;
  return [
    {
      id: ASSET_LAYER_IDS.clusters,
      type: 'circle',
      source,
      filter: isCluster,
      paint: {
        'circle-color': [
          'step',
          ['get', 'point_count'],
          '#4c6ef5',
          100,
          '#3b5bdb',
          1000,
          '#364fc7',
        ],
        'circle-radius': ['step', ['get', 'point_count'], 14, 10, 17, 100, 21, 1000, 25],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
        'circle-opacity': 0.9,
      },
    },
    {
      id: ASSET_LAYER_IDS.clusterCounts,
      type: 'symbol',
      source,
      filter: isCluster,
      layout: {
        'icon-image': ['concat', COUNT_IMAGE_PREFIX, ['get', 'point_count_abbreviated']],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
    {
      id: ASSET_LAYER_IDS.headings,
      type: 'symbol',
      source,
      filter: ['all', isPoint, ['has', 'heading']],
      layout: {
        'icon-image': HEADING_ARROW_IMAGE,
        'icon-rotate': ['get', 'heading'],
        // Headings are compass bearings: they turn with the map, not with the screen.
        'icon-rotation-alignment': 'map',
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
    {
      id: ASSET_LAYER_IDS.points,
      type: 'circle',
      source,
      filter: isPoint,
      paint: {
        'circle-color': indicatorColorExpression(),
        'circle-radius': markerRadius(selectedAssetId),
        'circle-stroke-color': markerStroke(selectedAssetId),
        'circle-stroke-width': ['case', ['has', 'color'], 3, 2],
      },
    },
    {
      id: ASSET_LAYER_IDS.labels,
      type: 'symbol',
      source,
      filter: isPoint,
      layout: {
        visibility: showLabels ? 'visible' : 'none',
        'icon-image': ['concat', LABEL_IMAGE_PREFIX, ['get', 'name']],
        'icon-anchor': 'top',
        'icon-offset': [0, SELECTED_RADIUS],
        // Crowded labels hide each other rather than pile up; markers stay.
        'icon-padding': 2,
      },
    },
  ];
}
