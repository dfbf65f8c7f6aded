import { type LegendIndicator } from '@fleet/domain';
import { INDICATOR_COLORS, INDICATOR_LABELS } from '../../../lib/map/indicator-colors';

/** The marker's colour beside a name, so list and map read alike. */
export function IndicatorDot({
  indicator,
  size = 10,
}: {
  indicator: LegendIndicator;
  size?: number;
}) {
  return (
    <span
      role="img"
      aria-label={INDICATOR_LABELS[indicator]}
      title={INDICATOR_LABELS[indicator]}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        backgroundColor: INDICATOR_COLORS[indicator],
        boxShadow: '0 0 0 2px white, 0 0 0 3px rgba(0, 0, 0, 0.18)',
        flexShrink: 0,
      }}
    />
  );
}
