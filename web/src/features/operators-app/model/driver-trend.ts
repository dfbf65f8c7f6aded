import type { DriverScore } from '@fleet/domain';

export type DriverTrend = DriverScore['trend'];

/**
 * The trend as words (never colour alone): the word shows, the sentence says against what.
 * Fewer events per 1,000 miles is better.
 */
export const TREND_WORDS: Record<DriverTrend, { label: string; color: string }> = {
  better: { label: 'Better', color: 'teal' },
  worse: { label: 'Worse', color: 'red' },
  same: { label: 'Same', color: 'gray' },
  new: { label: 'New', color: 'blue' },
};

/** What the trend compares, for the cell's title and screen readers. */
export function trendSentence(score: DriverScore, days: number): string {
  const before = `the ${days} days before`;
  const was =
    score.previous_events_per_1000_miles === null
      ? ''
      : ` (${formatRate(score.previous_events_per_1000_miles)} per 1,000 miles then)`;
  switch (score.trend) {
    case 'better':
      return `Fewer events per 1,000 miles than ${before}${was}.`;
    case 'worse':
      return `More events per 1,000 miles than ${before}${was}.`;
    case 'same':
      return `About as many events per 1,000 miles as ${before}${was}.`;
    case 'new':
      return `Drove nothing in ${before}: nothing to compare with.`;
  }
}

const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Events per 1,000 miles to one decimal; a dash under one mile, where a rate means nothing. */
export function formatRate(value: number | null): string {
  return value === null ? '–' : rate.format(value);
}

export function formatMiles(value: number): string {
  return `${miles.format(value)} mi`;
}
