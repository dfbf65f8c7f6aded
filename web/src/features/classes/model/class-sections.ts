import type { Category, EquipmentClass } from '@fleet/domain';
import { categoryTree } from '../../../lib/classes-api/categories';

/** One category of the page with its classes; `category` null holds classes without one. */
export interface ClassSection {
  category: Category | null;
  depth: 0 | 1;
  classes: EquipmentClass[];
}

/**
 * The page's sections: each category in tree order (a top-level one, then its sub-categories)
 * with its classes by name, then the classes whose category is missing, if any.
 */
export function classSections(
  categories: readonly Category[],
  classes: readonly EquipmentClass[],
): ClassSection[] {
  const byCategory = new Map<number | null, EquipmentClass[]>();
  const known = new Set(categories.map((c) => c.category_id));
  for (const cls of classes) {
    const key = cls.category_id !== null && known.has(cls.category_id) ? cls.category_id : null;
    byCategory.set(key, [...(byCategory.get(key) ?? []), cls]);
  }
  const byName = (a: EquipmentClass, b: EquipmentClass) => a.name.localeCompare(b.name);
  const sections: ClassSection[] = categoryTree(categories).map(({ category, depth }) => ({
    category,
    depth,
    classes: (byCategory.get(category.category_id) ?? []).sort(byName),
  }));
  const orphans = byCategory.get(null);
  if (orphans) sections.push({ category: null, depth: 0, classes: orphans.sort(byName) });
  return sections;
}

/** "3 classes · 12 assets": a category's heading line. */
export function describeSection(section: ClassSection): string {
  const classes = section.classes.length;
  const assets = section.category?.asset_count ?? sum(section.classes.map((c) => c.asset_count));
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${plural(classes, 'class', 'classes')} · ${plural(assets, 'asset', 'assets')}`;
}

const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
