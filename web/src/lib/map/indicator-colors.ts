import { type ExpressionSpecification } from 'maplibre-gl';
import { LEGEND_INDICATORS, type LegendIndicator } from '@fleet/domain';

/** spec 1 §9: a marker with nothing better to show is dark gray. */
export const DEFAULT_MARKER_COLOR = '#495057';

/** One colour per map indicator; the legend and the markers read the same table. */
export const INDICATOR_COLORS: Record<LegendIndicator, string> = {
  UNKNOWN: DEFAULT_MARKER_COLOR,
  MANUAL_LOCATION: '#1c7ed6',
  IDLING: '#f59f00',
  RUNNING: '#0ca678',
  OFF: '#868e96',
  DRIVING: '#2f9e44',
  // The hauling trip colour (spec 2 §9), so a hauled asset matches its trip line.
  IS_BEING_HAULED: '#7e4ceb',
  NO_TRACKER: '#ced4da',
  OUT_OF_SYNC: '#e03131',
};

export const INDICATOR_LABELS: Record<LegendIndicator, string> = {
  UNKNOWN: 'Unknown',
  MANUAL_LOCATION: 'Manual Location',
  IDLING: 'Idling',
  RUNNING: 'Running',
  OFF: 'Off',
  DRIVING: 'Driving',
  IS_BEING_HAULED: 'Being Hauled',
  NO_TRACKER: 'No Tracker',
  OUT_OF_SYNC: 'Out of Sync',
};

/** Indicators whose marker shows which way the asset is heading. */
export const MOVING_INDICATORS: readonly LegendIndicator[] = ['DRIVING', 'IS_BEING_HAULED'];

/** A MapLibre `match` expression: the feature's `indicator` property → its colour. */
export function indicatorColorExpression(): ExpressionSpecification {
  const [first, ...rest] = LEGEND_INDICATORS;
  const pairs = rest.flatMap((indicator) => [indicator, INDICATOR_COLORS[indicator]]);
  return [
    'match',
    ['get', 'indicator'],
    first,
    INDICATOR_COLORS[first],
    ...pairs,
    DEFAULT_MARKER_COLOR,
  ];
}
