import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@fleet/domain/imports';
import { badgeCount, issueGroups, legacyLabel, rowsDifferingFrom, rowsOfTab } from './review-model';

const row = (
  rowId: number,
  status: ImportRow['status'],
  fields: ImportRow['fields'] = [],
): ImportRow => ({
  row_id: rowId,
  job_id: 'job',
  row_number: rowId + 1,
  status,
  entity_type: 'ASSET',
  created_esdb_asset_id: null,
  issues: [],
  fields,
  legacy_make_name: 'Cat',
  legacy_model_name: '320D',
  legacy_year: '2015',
});
const attention = (name: ImportRow['fields'][number]['name'], message = 'bad') => ({
  name,
  status: 'NEEDS_ATTENTION' as const,
  issues: [{ code: 'X', message }],
  values: [],
});

describe('import review model', () => {
  it('splits rows into the three tabs; completed rows leave every tab', () => {
    const rows = [
      row(1, 'READY'),
      row(2, 'NEEDS_ATTENTION'),
      row(3, 'FAILED'),
      row(4, 'COMPLETED'),
    ];
    expect(rowsOfTab(rows, 1).map((r) => r.row_id)).toEqual([1, 2, 3]);
    expect(rowsOfTab(rows, 2).map((r) => r.row_id)).toEqual([1]);
    expect(rowsOfTab(rows, 3).map((r) => r.row_id)).toEqual([2, 3]);
  });

  it('groups product issues by the file’s year, make and model, designations as Empty', () => {
    const rows = [
      row(1, 'NEEDS_ATTENTION', [attention('productId'), attention('resourceId')]),
      row(2, 'NEEDS_ATTENTION', [attention('productId'), attention('serialNumber', 'Taken')]),
    ];
    expect(legacyLabel(rows[0] as ImportRow)).toBe('2015 Cat 320D');
    expect(issueGroups(rows)).toEqual([
      { area: 'product', label: '2015 Cat 320D', rowIds: [1, 2] },
      { area: 'resource', label: 'Empty', rowIds: [1] },
      { area: 'other', label: 'Taken', rowIds: [2] },
    ]);
  });

  it('caps the badge at 999', () => {
    expect(badgeCount(999)).toBe('999');
    expect(badgeCount(1000)).toBe('999+');
  });

  it('finds the rows whose file disagrees with the product chosen (alias-tolerant make)', () => {
    const rows = [row(1, 'NEEDS_ATTENTION'), { ...row(2, 'NEEDS_ATTENTION'), legacy_year: '2019' }];
    const product = { make: 'Caterpillar', model: '320 D', year: 2015 };
    expect(rowsDifferingFrom(rows, product).map((r) => r.row_id)).toEqual([2]);
    expect(rowsDifferingFrom(rows, { ...product, make: 'Komatsu' })).toHaveLength(2);
    const blank = {
      ...row(3, 'READY'),
      legacy_make_name: null,
      legacy_model_name: null,
      legacy_year: null,
    };
    expect(rowsDifferingFrom([blank], { ...product, make: 'Volvo' })).toEqual([]);
  });
});
