import { makePendingOperator } from '../src/demo/operator-factories';
import type { TestApp } from './harness';

/** The camera page's driver writes (docs/OPERATORS.md) for the walks: valid bodies. */
export function operatorWriteSamples(operatorId: number): Record<string, object> {
  return {
    'POST /api/operators': { first_name: 'Walk', last_name: 'Driver' },
    'POST /api/pending-operators/:pendingOperatorId/identify': { operator_id: operatorId },
  };
}

/** A sighting nobody named on one of the token's company's assets, for :pendingOperatorId. */
export async function operatorWalkIds(
  t: TestApp,
  token: string,
): Promise<{ pendingOperatorId: string }> {
  const { companyId } = await t.session(token);
  const [asset] = (await t.call(token, { method: 'GET', url: '/api/assets?limit=1' })).json<
    Array<{ asset_id: number }>
  >();
  if (!asset) throw new Error('the walk company has no asset for a sighting');
  const sighting = await makePendingOperator(t.deps.db, companyId, asset.asset_id, {
    ftsAiProfileId: 'ai-walk',
  });
  return { pendingOperatorId: String(sighting.pendingOperatorId) };
}
