import { describe, expect, it } from 'vitest';
import type { Category } from '@fleet/domain';
import { categoryTree, parentCategoryOptions } from './categories';

const make = (category_id: number, name: string, parent: number | null = null): Category => ({
  category_id,
  name,
  company_id: 1,
  date_deactivated: null,
  parent_category_id: parent,
  singular_name: null,
  canonical_name: null,
  description: null,
  asset_count: 0,
});

describe('category tree (spec 2 §3 parent_category_id)', () => {
  const list = [
    make(1, 'Vehicles'),
    make(2, 'Trucks', 1),
    make(3, 'Attachments'),
    make(4, 'Cars', 1),
  ];

  it('puts each top-level category before its sub-categories, by name', () => {
    expect(categoryTree(list).map((r) => `${r.depth}:${r.category.name}`)).toEqual([
      '0:Attachments',
      '0:Vehicles',
      '1:Cars',
      '1:Trucks',
    ]);
  });

  it('shows a sub-category whose parent is not listed at the top', () => {
    expect(categoryTree([make(5, 'Orphan', 99)])).toEqual([
      { category: make(5, 'Orphan', 99), depth: 0 },
    ]);
  });

  it('offers only top-level categories as parents, never the category itself (spec 2 §5)', () => {
    expect(parentCategoryOptions(list).map((c) => c.name)).toEqual(['Attachments', 'Vehicles']);
    expect(parentCategoryOptions(list, 1).map((c) => c.name)).toEqual(['Attachments']);
  });
});
