import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  changeUrlState,
  oneOfParam,
  pageParam,
  pageSizeParam,
  readUrlState,
  sortParam,
  textParam,
  writeUrlState,
  type UrlState,
} from './table-url-state';

const schema = z.object({
  q: textParam(20),
  show: oneOfParam(['all', 'installed', 'not-installed']),
  sort: sortParam(['identifier', 'registered']),
  page: pageParam(),
  size: pageSizeParam([10, 20, 30]),
});
type State = UrlState<typeof schema>;
const defaults: State = {
  q: '',
  show: 'all',
  sort: { id: 'registered', desc: true },
  page: 1,
  size: 10,
};

const read = (query: string) => readUrlState(new URLSearchParams(query), schema, defaults);
const write = (state: State, current = '') =>
  writeUrlState(new URLSearchParams(current), schema, defaults, state).toString();

describe('reading a table’s state from the URL', () => {
  it('reads every parameter it knows', () => {
    expect(read('q=pu-00&show=installed&sort=identifier.asc&page=3&size=30')).toEqual({
      q: 'pu-00',
      show: 'installed',
      sort: { id: 'identifier', desc: false },
      page: 3,
      size: 30,
    });
  });

  it('keeps the default of each parameter it cannot read, and reads the others', () => {
    expect(read('')).toEqual(defaults);
    expect(read('show=broken&page=-2&size=25&sort=registered&q=ok')).toEqual({
      ...defaults,
      q: 'ok',
    });
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=').page).toBe(1);
    expect(read('page=2e9').page).toBe(1);
    expect(read('size=abc').size).toBe(10);
    expect(read('sort=nope.desc').sort).toEqual(defaults.sort);
    expect(read('sort=identifier.sideways').sort).toEqual(defaults.sort);
    expect(read(`q=${'x'.repeat(21)}`).q).toBe('');
  });

  it('never throws, and what it reads writes back the same, whatever the URL holds', () => {
    const names = fc.constantFrom('q', 'show', 'sort', 'page', 'size', 'other');
    fc.assert(
      fc.property(fc.dictionary(names, fc.string()), (raw) => {
        const state = read(new URLSearchParams(raw).toString());
        expect(writeAndDecode(state)).toEqual(state);
      }),
    );
  });
});

/** The state written, then read back through the schema's own decoding. */
function writeAndDecode(state: State): State {
  return read(write(state));
}

describe('writing a table’s state to the URL', () => {
  it('reads back what it wrote', () => {
    const state: State = {
      q: 'pu 00',
      show: 'not-installed',
      sort: { id: 'identifier', desc: true },
      page: 4,
      size: 20,
    };
    expect(writeAndDecode(state)).toEqual(state);
  });

  it('leaves the defaults out, so the plain page has a plain URL', () => {
    expect(write(defaults)).toBe('');
    expect(write({ ...defaults, page: 2 })).toBe('page=2');
    expect(write({ ...defaults, sort: { id: 'registered', desc: false } })).toBe(
      'sort=registered.asc',
    );
  });

  it('keeps the parameters of the URL that are not the table’s', () => {
    expect(write({ ...defaults, q: 'a' }, 'assetId=7&q=old&page=3')).toBe('assetId=7&q=a');
  });
});

describe('changing the state', () => {
  const onPage3: State = { ...defaults, q: 'pu', page: 3 };

  it('goes back to the first page when the search, a filter, the sort or the size changes', () => {
    expect(changeUrlState(onPage3, { q: 'pu-1' }, defaults)).toEqual({
      ...onPage3,
      q: 'pu-1',
      page: 1,
    });
    expect(
      changeUrlState(onPage3, { sort: { id: 'identifier', desc: false } }, defaults).page,
    ).toBe(1);
    expect(changeUrlState(onPage3, { size: 30 }, defaults).page).toBe(1);
  });

  it('moves to the page asked for', () => {
    expect(changeUrlState(onPage3, { page: 5 }, defaults)).toEqual({ ...onPage3, page: 5 });
  });
});
