import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('fetchAllPages', () => {
  it('asks for the next offset until a page is shorter than the page size', async () => {
    const fetchPage = vi.fn((offset: number, limit: number) =>
      Promise.resolve(range(offset, Math.min(limit, 25 - offset))),
    );
    const all = await fetchAllPages(fetchPage, 10);
    expect(all).toEqual(range(0, 25));
    expect(fetchPage.mock.calls).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
  });

  it('asks once more after an exactly full last page and stops at the empty one', async () => {
    const fetchPage = vi.fn((offset: number) =>
      Promise.resolve(offset < 20 ? range(offset, 10) : []),
    );
    expect(await fetchAllPages(fetchPage, 10)).toHaveLength(20);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('pages by 1000 by default (spec 1 §9)', async () => {
    const fetchPage = vi.fn((offset: number, limit: number) =>
      Promise.resolve(offset === 0 ? range(0, limit) : range(offset, 3)),
    );
    expect(await fetchAllPages(fetchPage)).toHaveLength(1003);
    expect(fetchPage.mock.calls[1]).toEqual([1000, 1000]);
  });

  it('fails when any page fails', async () => {
    const fetchPage = vi.fn((offset: number) =>
      offset === 0 ? Promise.resolve(range(0, 10)) : Promise.reject(new Error('down')),
    );
    await expect(fetchAllPages(fetchPage, 10)).rejects.toThrow('down');
  });
});
