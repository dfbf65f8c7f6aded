import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, pagedTableSchema } from './paged-table-state';
import {
  oneOfParam,
  readUrlState,
  textParam,
  writeUrlState,
  type UrlState,
} from './table-url-state';

const schema = pagedTableSchema(['name', 'year'], {
  tab: oneOfParam(['current', 'past']),
  q: textParam(10),
});
const defaults: UrlState<typeof schema> = {
  ...FIRST_PAGE,
  tab: 'current',
  q: '',
  sort: { id: 'name', desc: false },
};

const read = (query: string) => readUrlState(new URLSearchParams(query), schema, defaults);
const write = (state: UrlState<typeof schema>) =>
  writeUrlState(new URLSearchParams(), schema, defaults, state).toString();

describe('a paged table’s URL schema', () => {
  it('opens on page 1 of 10 rows', () => {
    expect(FIRST_PAGE).toEqual({ page: 1, size: 10 });
    expect(read('')).toEqual(defaults);
  });

  it('reads the table’s own parameters and the sort, page and size every paged table has', () => {
    expect(read('tab=past&q=lift&sort=year.desc&page=3&size=30')).toEqual({
      tab: 'past',
      q: 'lift',
      sort: { id: 'year', desc: true },
      page: 3,
      size: 30,
    });
  });

  it('keeps the default of a parameter it cannot read', () => {
    expect(read('tab=future&q=far-too-long-a-search&sort=colour.asc&page=0&size=25')).toEqual(
      defaults,
    );
  });

  it('writes the table’s own parameters first, in their order, then sort, page and size', () => {
    const state: UrlState<typeof schema> = {
      tab: 'past',
      q: 'lift',
      sort: { id: 'year', desc: true },
      page: 2,
      size: 20,
    };
    expect(write(state)).toBe('tab=past&q=lift&sort=year.desc&page=2&size=20');
  });
});
