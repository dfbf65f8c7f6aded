import { describe, expect, it } from 'vitest';
import { LEGEND_INDICATORS } from '@fleet/domain';
import {
  DEFAULT_MARKER_COLOR,
  INDICATOR_COLORS,
  INDICATOR_LABELS,
  indicatorColorExpression,
} from './indicator-colors';

describe('indicator colours', () => {
  it('has a colour and a label for every legend indicator, and nothing else', () => {
    expect(Object.keys(INDICATOR_COLORS).sort()).toEqual([...LEGEND_INDICATORS].sort());
    expect(Object.keys(INDICATOR_LABELS).sort()).toEqual([...LEGEND_INDICATORS].sort());
    for (const color of Object.values(INDICATOR_COLORS)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('tells the moving, idle and problem states apart', () => {
    const distinct = new Set(
      (['DRIVING', 'IDLING', 'RUNNING', 'OFF', 'IS_BEING_HAULED', 'OUT_OF_SYNC'] as const).map(
        (i) => INDICATOR_COLORS[i],
      ),
    );
    expect(distinct.size).toBe(6);
  });

  it('uses dark gray by default and for unknown positions', () => {
    expect(DEFAULT_MARKER_COLOR).toBe('#495057');
    expect(INDICATOR_COLORS.UNKNOWN).toBe(DEFAULT_MARKER_COLOR);
  });

  it('labels the legend as the spec names the states', () => {
    expect(LEGEND_INDICATORS.map((i) => INDICATOR_LABELS[i])).toEqual([
      'Unknown',
      'Manual Location',
      'Idling',
      'Running',
      'Off',
      'Driving',
      'Being Hauled',
      'No Tracker',
      'Out of Sync',
    ]);
  });

  it('builds a match expression over every indicator with the default last', () => {
    const expression = indicatorColorExpression();
    expect(expression.slice(0, 2)).toEqual(['match', ['get', 'indicator']]);
    expect(expression.at(-1)).toBe(DEFAULT_MARKER_COLOR);
    const pairs = expression.slice(2, -1);
    expect(pairs).toHaveLength(LEGEND_INDICATORS.length * 2);
    for (const indicator of LEGEND_INDICATORS) {
      const at = pairs.indexOf(indicator);
      expect(pairs[at + 1]).toBe(INDICATOR_COLORS[indicator]);
    }
  });
});
