import type { Db } from '../db/client';
import type { keypadCodes, operators, pendingOperators } from '../db/schema/index';
import {
  insertKeypadCodes,
  insertOperators,
  insertPendingOperators,
} from './fleet/seed-operators.repo';

let sequence = 0;
const next = () => ++sequence;

/** A driver of the company; tests, the demo and e2e journeys share these factories. */
export async function makeOperator(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<typeof operators.$inferInsert, 'companyId'>> = {},
) {
  const n = next();
  const [row] = await insertOperators(db, [
    { firstName: 'Driver', lastName: `Number ${n}`, ...overrides, companyId },
  ]);
  if (!row) throw new Error('operator insert returned nothing');
  return row;
}

/** A keypad code of the company, a driver's when `operatorId` is given. */
export async function makeKeypadCode(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<typeof keypadCodes.$inferInsert, 'companyId'>> = {},
) {
  const n = next();
  const [row] = await insertKeypadCodes(db, [
    { name: `Code ${n}`, code: String(100_000 + n), ...overrides, companyId },
  ]);
  if (!row) throw new Error('keypad code insert returned nothing');
  return row;
}

/** A driver a camera saw on the asset and nobody named yet. */
export async function makePendingOperator(
  db: Db,
  companyId: number,
  assetId: number,
  overrides: Partial<Omit<typeof pendingOperators.$inferInsert, 'companyId' | 'assetId'>> = {},
) {
  const [row] = await insertPendingOperators(db, [
    {
      ftsAiProfileId: `ai-profile-test-${next()}`,
      eventDate: new Date(),
      ...overrides,
      companyId,
      assetId,
    },
  ]);
  if (!row) throw new Error('pending operator insert returned nothing');
  return row;
}
