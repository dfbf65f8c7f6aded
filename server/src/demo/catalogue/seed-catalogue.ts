import { productMatchText } from '@fleet/domain';
import type { Db } from '../../db/client';
import { insertProductCategory, insertProducts } from '../../modules/catalogue/pim-write.repo';
import { insertResources } from '../../modules/catalogue/resources.repo';
import { demoCategoryPaths, expandDemoCatalogue } from './catalogue-expand';
import {
  ensureSharedMakes,
  insertOwnMake,
  linkAssetsToProducts,
  linkAssetsToYards,
} from './seed-catalogue.repo';

const CHUNK = 500;

/** A reporting tree: [value, map type, children]. */
type TreeLine = readonly [string, string, readonly TreeLine[]];

/** Demo Construction Co.'s reporting designations: yards are the locations (spec 2 §5). */
const DEMO_DESIGNATIONS: readonly TreeLine[] = [
  [
    'Missouri',
    'region',
    [
      [
        'Central Missouri',
        'district',
        [
          ['Columbia Yard', 'location', []],
          ['Jefferson City Yard', 'location', []],
        ],
      ],
      ['Kansas City Metro', 'district', [['Kansas City Yard', 'location', []]]],
      ['St. Louis Metro', 'district', [['St. Louis Yard', 'location', []]]],
    ],
  ],
  [
    'Divisions',
    'division',
    [
      ['Heavy Civil', 'division', []],
      ['Utilities', 'division', []],
      ['Vertical Construction', 'division', []],
    ],
  ],
];

const OTHER_DESIGNATIONS: readonly TreeLine[] = [
  ['Colorado', 'region', [['Denver Yard', 'location', []]]],
];

/** Inserts a designation tree level by level (parents first); one insert per level. */
async function seedDesignations(db: Db, companyId: number, tree: readonly TreeLine[]) {
  let level = tree.map((line, index) => ({
    line,
    parentId: null as number | null,
    path: line[0],
    hierarchyId: index + 1,
  }));
  while (level.length > 0) {
    const ids = await insertResources(
      db,
      level.map(({ line, parentId, path, hierarchyId }) => ({
        companyId,
        parentResourceId: parentId,
        hierarchyId,
        hierarchyMapType: line[1],
        value: line[0],
        path,
      })),
    );
    level = level.flatMap((node, i) =>
      node.line[2].map((child) => ({
        line: child,
        parentId: ids[i] ?? null,
        path: `${node.path}|${child[0]}`,
        hierarchyId: node.hierarchyId,
      })),
    );
  }
}

/**
 * The shared product catalogue (a few hundred products), the demo companies' own makes and
 * reporting designations, and the demo fleet connected to both. A handful of multi-row inserts
 * and two set-based updates: it runs on every fresh start.
 */
export async function seedDemoCatalogue(
  db: Db,
  companies: { demoCompanyId: number; otherCompanyId: number },
): Promise<void> {
  const products = expandDemoCatalogue();
  const makeIds = await ensureSharedMakes(db, [...new Set(products.map((p) => p.make))]);

  const categoryIds = new Map<string, number>();
  for (const path of demoCategoryPaths(products)) {
    const segments = path.split('|');
    const parentPath = segments.slice(0, -1).join('|');
    const id = await insertProductCategory(db, {
      parentId: categoryIds.get(parentPath) ?? null,
      name: segments.at(-1) ?? path,
      path,
    });
    categoryIds.set(path, id);
  }

  const rows = products.flatMap((p) => {
    const equipmentMakeId = makeIds.get(p.make);
    const productCategoryId = categoryIds.get(p.categoryPath);
    if (equipmentMakeId === undefined || productCategoryId === undefined) return [];
    return [
      {
        equipmentMakeId,
        productCategoryId,
        model: p.model,
        variant: p.variant,
        year: p.year,
        partNumber: p.partNumber,
        matchText: productMatchText(p.make, p.model, p.variant),
      },
    ];
  });
  for (let i = 0; i < rows.length; i += CHUNK) await insertProducts(db, rows.slice(i, i + CHUNK));

  const { demoCompanyId, otherCompanyId } = companies;
  // An archived make of the demo company: Add Manufacturer offers to restore it.
  await insertOwnMake(db, demoCompanyId, 'Mustang', true);
  // The other company's own make and product: the tenancy walk checks they never leak.
  const otherMake = await insertOwnMake(db, otherCompanyId, 'Front Range Fabrication', false);
  const trailers = categoryIds.get('Trailers|Equipment Trailers');
  if (trailers !== undefined) {
    await insertProducts(db, [
      {
        companyId: otherCompanyId,
        equipmentMakeId: otherMake,
        productCategoryId: trailers,
        model: 'FR-20 Flatbed',
        year: 2022,
        matchText: productMatchText('Front Range Fabrication', 'FR-20 Flatbed', null),
      },
    ]);
  }

  await seedDesignations(db, demoCompanyId, DEMO_DESIGNATIONS);
  await seedDesignations(db, otherCompanyId, OTHER_DESIGNATIONS);
  await linkAssetsToProducts(db, demoCompanyId);
  await linkAssetsToYards(db, demoCompanyId);
}
