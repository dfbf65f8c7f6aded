import { describe, expect, it } from 'vitest';
import type { Category, EquipmentClass } from '@fleet/domain';
import { classSections, describeSection } from './class-sections';

const category = (category_id: number, name: string, parent: number | null = null): Category => ({
  category_id,
  name,
  company_id: 1,
  date_deactivated: null,
  parent_category_id: parent,
  singular_name: null,
  canonical_name: null,
  description: null,
  asset_count: category_id * 2,
});
const cls = (id: number, name: string, categoryId: number | null, assets = 1): EquipmentClass => ({
  equipment_class_id: id,
  name,
  description: '',
  category_id: categoryId,
  company_id: 1,
  photo: null,
  asset_count: assets,
  equipment_models: [],
});

describe('the classes page sections', () => {
  it('lists categories in tree order with their classes by name, then classes without one', () => {
    const sections = classSections(
      [category(1, 'Vehicles'), category(2, 'Trucks', 1), category(3, 'Aerial')],
      [cls(1, 'Pickup', 2), cls(2, 'Boom', 3), cls(3, 'Dump', 2), cls(4, 'Lost', 99, 4)],
    );
    expect(
      sections.map((s) => [s.category?.name ?? '—', s.depth, s.classes.map((c) => c.name)]),
    ).toEqual([
      ['Aerial', 0, ['Boom']],
      ['Vehicles', 0, []],
      ['Trucks', 1, ['Dump', 'Pickup']],
      ['—', 0, ['Lost']],
    ]);
    expect(sections[2] && describeSection(sections[2])).toBe('2 classes · 4 assets');
  });

  it('counts the assets of classes without a category from the classes', () => {
    const [orphans] = classSections([], [cls(1, 'A', null, 1), cls(2, 'B', null, 2)]);
    expect(orphans && describeSection(orphans)).toBe('2 classes · 3 assets');
  });
});
