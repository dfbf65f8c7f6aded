import { describe, expect, it } from 'vitest';
import { formatMiles, formatRate, TREND_WORDS, trendSentence } from './driver-trend';
import { makeDriverScore } from './test-events';

describe('driver trends in words', () => {
  it('has a word for each trend, never a colour alone', () => {
    expect(Object.values(TREND_WORDS).map((word) => word.label)).toEqual([
      'Better',
      'Worse',
      'Same',
      'New',
    ]);
  });

  it('says what the trend compares with', () => {
    expect(trendSentence(makeDriverScore(), 30)).toBe(
      'Fewer events per 1,000 miles than the 30 days before (5.2 per 1,000 miles then).',
    );
    expect(trendSentence(makeDriverScore({ trend: 'worse' }), 7)).toMatch(
      /^More events per 1,000 miles than the 7 days before/,
    );
    expect(trendSentence(makeDriverScore({ trend: 'same' }), 90)).toMatch(/^About as many/);
    expect(
      trendSentence(makeDriverScore({ trend: 'new', previous_events_per_1000_miles: null }), 30),
    ).toBe('Drove nothing in the 30 days before: nothing to compare with.');
  });

  it('formats rates and miles', () => {
    expect(formatRate(3.75)).toBe('3.8');
    expect(formatRate(0)).toBe('0');
    expect(formatRate(null)).toBe('–');
    expect(formatMiles(1234.6)).toBe('1,235 mi');
  });
});
