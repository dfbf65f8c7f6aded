import { describe, expect, it } from 'vitest';
import {
  carriedSearch,
  isBucketChosen,
  readMapUrlState,
  toggleBucket,
  withFilters,
  withSearchText,
} from './url-state';

describe('map URL state', () => {
  it('reads the search text and each category from its own parameter', () => {
    const params = new URLSearchParams(
      'q=engine+on&f_branch=1,2&f_asset_type=vehicle,small%20tool&f_group=&returnTo=/inventory',
    );
    expect(readMapUrlState(params)).toEqual({
      searchText: 'engine on',
      filters: { branch: ['1', '2'], asset_type: ['vehicle', 'small tool'], group: [] },
    });
  });

  it('reads nothing as no search and no filters (spec 2 §9: show all)', () => {
    expect(readMapUrlState(new URLSearchParams(''))).toEqual({ searchText: '', filters: {} });
  });

  it('ignores empty and repeated keys', () => {
    expect(
      readMapUrlState(new URLSearchParams('f_trackers=no tracker,,no tracker')).filters,
    ).toEqual({ trackers: ['no tracker'] });
  });

  it('writes filters back so they read the same, keeping other parameters', () => {
    const start = new URLSearchParams('q=hauled&returnTo=/inventory&f_group=4');
    const written = withFilters(start, {
      branch: ['1', 'none'],
      asset_type: ['small tool'],
      group: 'all',
      trackers: [],
    });
    expect(written.get('returnTo')).toBe('/inventory');
    expect(written.get('q')).toBe('hauled');
    expect(written.has('f_group')).toBe(false);
    expect(readMapUrlState(new URLSearchParams(written.toString())).filters).toEqual({
      branch: ['1', 'none'],
      asset_type: ['small tool'],
      trackers: [],
    });
    // The input is left alone.
    expect(start.get('f_group')).toBe('4');
  });

  it('drops a blank search and keeps a real one as typed', () => {
    expect(withSearchText(new URLSearchParams('q=x'), '   ').has('q')).toBe(false);
    expect(withSearchText(new URLSearchParams(''), 'hours > 500').toString()).toBe(
      'q=hours+%3E+500',
    );
  });
});

describe('ticking filter buckets', () => {
  const all = ['1', '2', '3'];

  it('ticks every box of an unfiltered category', () => {
    expect(isBucketChosen(undefined, '2')).toBe(true);
    expect(isBucketChosen('all', '2')).toBe(true);
    expect(isBucketChosen(['1'], '2')).toBe(false);
  });

  it('unticking from all keeps the others; ticking the last one back returns to all', () => {
    const without2 = toggleBucket(undefined, '2', all);
    expect(without2).toEqual(['1', '3']);
    expect(toggleBucket(without2, '2', all)).toBe('all');
  });

  it('keeps the buckets in their listed order', () => {
    expect(toggleBucket(['3'], '1', all)).toEqual(['1', '3']);
    expect(toggleBucket(['3', '1'], '1', all)).toEqual(['3']);
    expect(toggleBucket(['1'], '1', all)).toEqual([]);
  });
});

describe('carrying the query between map paths', () => {
  it('keeps search and filters and drops returnTo', () => {
    expect(carriedSearch('?q=hauled&returnTo=%2Finventory&f_branch=1')).toBe(
      '?q=hauled&f_branch=1',
    );
    expect(carriedSearch('?returnTo=%2Finventory')).toBe('');
    expect(carriedSearch('')).toBe('');
  });
});
