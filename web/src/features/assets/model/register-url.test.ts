import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../../lib/url-state/table-url-state';
import { DEFAULT_REGISTER_STATE, registerUrlSchema, type RegisterUrlState } from './register-url';

const write = (state: RegisterUrlState) =>
  writeUrlState(new URLSearchParams(), registerUrlSchema, DEFAULT_REGISTER_STATE, state).toString();

describe('the asset register in the URL', () => {
  it('opens by name on page 1 of 20 rows, with a plain URL', () => {
    expect(DEFAULT_REGISTER_STATE).toMatchObject({
      q: '',
      sort: { id: 'name', desc: false },
      page: 1,
      size: 20,
    });
    expect(write(DEFAULT_REGISTER_STATE)).toBe('');
  });

  it('writes the filters first, then sort, page and size, and reads them back', () => {
    const state: RegisterUrlState = {
      q: 'cat',
      type: '2',
      tracker: 'yes',
      branch: '3',
      group: '',
      service: 'due',
      reporting: 'silent',
      sort: { id: 'year', desc: true },
      page: 2,
      size: 10,
    };
    const query = write(state);
    expect(query).toBe(
      'q=cat&type=2&tracker=yes&branch=3&service=due&reporting=silent&sort=year.desc&page=2&size=10',
    );
    expect(
      readUrlState(new URLSearchParams(query), registerUrlSchema, DEFAULT_REGISTER_STATE),
    ).toEqual(state);
  });
});
