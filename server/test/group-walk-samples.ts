import type { TestApp } from './harness';

/**
 * The groups and bulk edit calls (docs/GROUPS-BULK-EDIT.md) for the walks: valid bodies, so each
 * walk reaches the route's own checks, and a group of the token's company for :organizationId.
 */
export function groupWriteSamples(): Record<string, object> {
  return {
    'POST /api/organizations': { name: 'Walk group' },
    'PATCH /api/organizations/:organizationId': { name: 'Walk: renamed' },
    'POST /api/assets/bulk-update-fields': { asset_ids: [1], branch_id: 1 },
    'POST /api/assets/bulk-update-group': { asset_ids: [1], group_id: 1 },
  };
}

/** A group of the token's company (made if it has none), for :organizationId. */
export async function groupWalkIds(t: TestApp, token: string): Promise<{ organizationId: string }> {
  const listed = await t.call(token, { method: 'GET', url: '/api/organizations' });
  const [first] = listed.json<Array<{ organization_id: number }>>();
  if (first) return { organizationId: String(first.organization_id) };
  const made = await t.call(token, {
    method: 'POST',
    url: '/api/organizations',
    payload: { name: 'Walk crew' },
  });
  return { organizationId: String(made.json<{ organization_id: number }>().organization_id) };
}

/** The same for the fuzz walk's samples, by parameter and field name. */
export async function groupFuzzSamples(t: TestApp, token: string) {
  const { organizationId } = await groupWalkIds(t, token);
  const assets = (await t.call(token, { method: 'GET', url: '/api/assets?limit=3' })).json<
    Array<{ asset_id: number }>
  >();
  const branches = (
    await t.call(token, { method: 'GET', url: '/api/fleet/company/branches' })
  ).json<Array<{ id: number }>>();
  return {
    organizationId: [Number(organizationId)],
    // A real branch, so a bulk edit gets past "nothing chosen" to its service.
    branch_id: branches.slice(0, 2).map((branch) => branch.id),
    group_id: [Number(organizationId)],
    asset_ids: [assets.map((asset) => asset.asset_id)],
    name: ['Fuzz crew'],
  };
}
