import type { Db } from '../db/client';
import { hashPassword } from '../platform/passwords';
import {
  hasAnyCompany,
  insertCompany,
  updateCompany,
  type CompanyRow,
  type NewCompanyRow,
} from '../modules/companies/companies.repo';
import { insertUser, type NewUserRow, type UserRow } from '../modules/users/users.repo';
import { insertBranch, type BranchRow, type NewBranchRow } from '../modules/branches/branches.repo';

/**
 * Factories with overrides, shared by tests, the demo data and e2e (DESIGN §4): one place
 * knows what a valid company, user or branch looks like.
 */
export const DEMO_PASSWORD = 'fleet-demo';

// Hashing is deliberately slow; tests create many users with one password.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;
const next = (): number => ++sequence;

export async function makeCompany(
  db: Db,
  overrides: Partial<NewCompanyRow> = {},
): Promise<CompanyRow> {
  return insertCompany(db, {
    name: `Company ${next()}`,
    timezone: 'America/Chicago',
    ...overrides,
  });
}

export type UserOverrides = Partial<Omit<NewUserRow, 'companyId' | 'passwordHash'>> & {
  password?: string;
};

export async function makeUser(
  db: Db,
  companyId: number,
  overrides: UserOverrides = {},
): Promise<UserRow> {
  const { password = DEMO_PASSWORD, ...rest } = overrides;
  const n = next();
  return insertUser(db, {
    firstName: 'Test',
    lastName: `User ${n}`,
    email: `user${n}.${Date.now().toString(36)}@example.test`,
    securityLevelId: 5,
    ...rest,
    companyId,
    passwordHash: await cachedHash(password),
  });
}

export async function makeBranch(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<NewBranchRow, 'companyId'>> = {},
): Promise<BranchRow> {
  return insertBranch(db, { name: `Branch ${next()}`, ...overrides, companyId });
}

/** A company with an owning admin: the smallest tenant that works. */
export async function makeCompanyWithAdmin(
  db: Db,
  overrides: { company?: Partial<NewCompanyRow>; admin?: UserOverrides } = {},
): Promise<{ company: CompanyRow; admin: UserRow }> {
  const created = await makeCompany(db, overrides.company);
  const admin = await makeUser(db, created.companyId, {
    securityLevelId: 1,
    canRent: true,
    ...overrides.admin,
  });
  const company = await updateCompany(db, created.companyId, { ownerUserId: admin.userId });
  if (!company) throw new Error('company vanished');
  return { company, admin };
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await hasAnyCompany(db));
}
