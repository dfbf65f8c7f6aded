import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  branchCreate,
  branchUpdate,
  clientApplicationQuery,
  id,
  securityLevelId,
  userAdminUpdate,
  userSelfUpdate,
  viewSettingsQuery,
  viewSettingsUpdate,
} from './api-schemas';

describe('ids in paths and query strings', () => {
  it('reads digits as a number', () => {
    expect(id.parse('42')).toBe(42);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
  });

  it.each(['abc', '0x10', '1e3', ' 7', '7 ', '1.5', '-1', '0', '', '2147483648', '99999999999'])(
    'refuses %j',
    (raw) => {
      expect(id.safeParse(raw).success).toBe(false);
    },
  );

  it('refuses anything that is not all digits, for any string', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const parsed = id.safeParse(raw);
        if (parsed.success) {
          expect(raw).toMatch(/^\d+$/);
          expect(String(parsed.data)).toBe(raw.replace(/^0+/, ''));
        }
      }),
    );
  });

  it('defaults the application ids and refuses other view-settings applications', () => {
    expect(clientApplicationQuery.parse({})).toEqual({ client_application_id: 1 });
    expect(viewSettingsQuery.parse({})).toEqual({ application_id: 1 });
    expect(viewSettingsQuery.parse({ application_id: '4' })).toEqual({ application_id: 4 });
    const two = viewSettingsQuery.safeParse({ application_id: '2' });
    expect(two.success).toBe(false);
    expect(two.error?.issues[0]?.message).toMatch(/1 \(fleet\) or 4/);
  });
});

describe('body schemas', () => {
  it('refuses ids given as strings or booleans in a body', () => {
    const body = { default_branch_ids: [true], default_organization_ids: ['2'] };
    const parsed = viewSettingsUpdate.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'default_branch_ids.0',
      'default_organization_ids.0',
    ]);
  });

  it('explains a security level out of range', () => {
    const parsed = securityLevelId.safeParse(9);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/1 \(admin\) to 7 \(driver\)/);
    expect(securityLevelId.safeParse('1').success).toBe(false);
  });

  it('fills branch defaults on create but never on update', () => {
    expect(branchCreate.parse({ name: 'North' })).toEqual({
      name: 'North',
      active: true,
      is_public: false,
      is_third_party_msp: false,
      market_id: null,
    });
    // A partial update must leave omitted fields out, or it would reset them.
    expect(branchUpdate.parse({ name: 'North' })).toEqual({ name: 'North' });
    expect(branchUpdate.parse({})).toEqual({});
  });

  it('is strict: unknown keys are refused, and the self update has no admin fields', () => {
    expect(userSelfUpdate.safeParse({ first_name: 'A', extra: 1 }).success).toBe(false);
    expect(userSelfUpdate.safeParse({ security_level_id: 1 }).success).toBe(false);
    expect(userAdminUpdate.safeParse({ security_level_id: 1 }).success).toBe(true);
  });
});
