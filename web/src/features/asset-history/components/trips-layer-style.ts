import {
  type ExpressionSpecification,
  type FilterSpecification,
  type GeoJSONSourceSpecification,
  type LayerSpecification,
} from 'maplibre-gl';
import { SEVERITY_COLORS } from '../model/incidents';
import { type DaySelection } from '../model/selection';
import { TRIP_ARROW_IMAGE, TRIP_END_IMAGE, TRIP_START_IMAGE } from './trip-marker-images';

export const TRIP_SOURCES = {
  lines: 'history-trips',
  ends: 'history-trip-ends',
  incidents: 'history-incidents',
} as const;

export const TRIP_LAYER_IDS = {
  hitArea: 'history-trips-hit-area',
  casing: 'history-trips-casing',
  lines: 'history-trips-lines',
  arrows: 'history-trips-arrows',
  ends: 'history-trip-ends',
  incidentDots: 'history-incident-dots',
  idleMarkers: 'history-idle-markers',
} as const;

/**
 * Bottom to top, the order they are added in: incident dots under the start and end markers
 * (which matter more), idle pins on top (they stand above their place and hide nothing).
 */
export const TRIP_LAYER_ORDER = [
  TRIP_LAYER_IDS.hitArea,
  TRIP_LAYER_IDS.casing,
  TRIP_LAYER_IDS.lines,
  TRIP_LAYER_IDS.arrows,
  TRIP_LAYER_IDS.incidentDots,
  TRIP_LAYER_IDS.ends,
  TRIP_LAYER_IDS.idleMarkers,
] as const;

/** The selection as the map reads it. */
export type MapSelection = DaySelection;

const LINE_WIDTH = 4;
const SELECTED_LINE_WIDTH = 7;

export const emptySource = (): GeoJSONSourceSpecification => ({
  type: 'geojson',
  data: { type: 'FeatureCollection', features: [] },
});

// '' never matches a real id, so "nothing selected" needs no special expression.
const isTrip = (tripId: string | null): ExpressionSpecification => [
  '==',
  ['get', 'tripId'],
  tripId ?? '',
];
const isIncident = (incidentId: string | null): ExpressionSpecification => [
  '==',
  ['get', 'incidentId'],
  incidentId ?? '',
];

export const lineWidth = ({ tripId }: MapSelection): ExpressionSpecification => [
  'case',
  isTrip(tripId),
  SELECTED_LINE_WIDTH,
  LINE_WIDTH,
];

export const casingWidth = ({ tripId }: MapSelection): ExpressionSpecification => [
  'case',
  isTrip(tripId),
  SELECTED_LINE_WIDTH + 4,
  LINE_WIDTH + 3,
];

/** With a trip selected the others step back, so the chosen one reads at a glance. */
export const lineOpacity = ({ tripId }: MapSelection): ExpressionSpecification | number =>
  tripId === null ? 1 : ['case', isTrip(tripId), 1, 0.4];

/** Direction arrows only on the selected trip: on every trip they would clutter the day. */
export const arrowFilter = ({ tripId }: MapSelection): FilterSpecification => isTrip(tripId);

/** Start and end markers of the selected trip only, or of every trip when none is. */
export const endsFilter = ({ tripId }: MapSelection): FilterSpecification =>
  tripId === null ? ['boolean', true] : isTrip(tripId);

/** Info dots are small: a day can cross dozens of geofences, and those matter least. */
export const dotRadius = ({ incidentId }: MapSelection): ExpressionSpecification => [
  'case',
  isIncident(incidentId),
  9,
  ['==', ['get', 'severity'], 'info'],
  4,
  6,
];

export const iconSize = ({ incidentId }: MapSelection): ExpressionSpecification => [
  'case',
  isIncident(incidentId),
  1.35,
  1,
];

const severityColor: ExpressionSpecification = [
  'match',
  ['get', 'severity'],
  'critical',
  SEVERITY_COLORS.critical,
  'warning',
  SEVERITY_COLORS.warning,
  'haul',
  SEVERITY_COLORS.haul,
  SEVERITY_COLORS.info,
];

export function tripLayerSpecs(selection: MapSelection): LayerSpecification[] {
  const round = { 'line-cap': 'round', 'line-join': 'round' } as const;
  const always = { 'icon-allow-overlap': true, 'icon-ignore-placement': true } as const;
  return [
    {
      // Invisible and wide: a 4 px line is hard to hit with a pointer, let alone a finger.
      id: TRIP_LAYER_IDS.hitArea,
      type: 'line',
      source: TRIP_SOURCES.lines,
      layout: round,
      paint: { 'line-color': '#000000', 'line-width': 18, 'line-opacity': 0 },
    },
    {
      id: TRIP_LAYER_IDS.casing,
      type: 'line',
      source: TRIP_SOURCES.lines,
      layout: round,
      paint: {
        'line-color': '#ffffff',
        'line-width': casingWidth(selection),
        'line-opacity': lineOpacity(selection),
      },
    },
    {
      id: TRIP_LAYER_IDS.lines,
      type: 'line',
      source: TRIP_SOURCES.lines,
      layout: round,
      paint: {
        'line-color': ['get', 'color'],
        'line-width': lineWidth(selection),
        'line-opacity': lineOpacity(selection),
      },
    },
    {
      id: TRIP_LAYER_IDS.arrows,
      type: 'symbol',
      source: TRIP_SOURCES.lines,
      filter: arrowFilter(selection),
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 80,
        'icon-image': TRIP_ARROW_IMAGE,
        'icon-rotation-alignment': 'map',
        ...always,
      },
    },
    {
      id: TRIP_LAYER_IDS.incidentDots,
      type: 'circle',
      source: TRIP_SOURCES.incidents,
      filter: ['==', ['get', 'marker'], 'dot'],
      layout: {
        // Critical on top of warnings on top of the rest.
        'circle-sort-key': [
          'match',
          ['get', 'severity'],
          'critical',
          3,
          'warning',
          2,
          'haul',
          1,
          0,
        ],
      },
      paint: {
        'circle-color': severityColor,
        'circle-radius': dotRadius(selection),
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    },
    {
      id: TRIP_LAYER_IDS.ends,
      type: 'symbol',
      source: TRIP_SOURCES.ends,
      filter: endsFilter(selection),
      layout: {
        'icon-image': ['match', ['get', 'end'], 'start', TRIP_START_IMAGE, TRIP_END_IMAGE],
        // The end above the start: a round trip's finish is what the eye looks for.
        'symbol-sort-key': ['match', ['get', 'end'], 'start', 0, 1],
        ...always,
      },
    },
    {
      id: TRIP_LAYER_IDS.idleMarkers,
      type: 'symbol',
      source: TRIP_SOURCES.incidents,
      filter: ['!=', ['get', 'marker'], 'dot'],
      layout: {
        // The ids `idleImageId` gives the drawn images: history-{idle,stop}-{severity}.
        'icon-image': ['concat', 'history-', ['get', 'marker'], '-', ['get', 'severity']],
        'icon-size': iconSize(selection),
        'icon-anchor': 'bottom',
        // A stop above an idle at the same place: it says more.
        'symbol-sort-key': ['match', ['get', 'marker'], 'stop', 1, 0],
        ...always,
      },
    },
  ];
}
