import type { SafetyEventsPage } from '@fleet/domain';
import { installedCameras } from '../src/demo/cameras/demo-cameras.repo';
import { placesOf, recordDemoSafetyEvents } from '../src/demo/cameras/record-demo-safety-events';
import { makeSafetyEvent } from '../src/demo/safety-event-factories';
import type { TestApp } from './harness';

/** The safety event writes (docs/CAMERAS.md "Safety events") for the walks: valid bodies. */
export function safetyEventWriteSamples(): Record<string, object> {
  return {
    'POST /api/camera/safety-events/:safetyEventId/coaching': { note: 'Talked it through.' },
  };
}

/** A safety event of the token's company on its first asset, for :safetyEventId. */
export async function safetyEventWalkIds(
  t: TestApp,
  token: string,
): Promise<{ safetyEventId: string }> {
  const { companyId } = await t.session(token);
  const [asset] = (await t.call(token, { method: 'GET', url: '/api/assets?limit=1' })).json<
    Array<{ asset_id: number }>
  >();
  if (!asset) throw new Error('the walk company has no asset for a safety event');
  return { safetyEventId: String(await makeSafetyEvent(t.deps.db, companyId, asset.asset_id)) };
}

/**
 * The same for the fuzz walk: the demo cameras' events, recorded as the server does at start
 * (the seed alone records none), so generated requests reach real events.
 */
export async function safetyEventFuzzSamples(t: TestApp, token: string) {
  const cameras = await installedCameras(t.deps.db);
  await recordDemoSafetyEvents(t.deps.db, cameras, placesOf(cameras), Date.now());
  const page = (
    await t.call(token, { method: 'GET', url: '/api/camera/safety-events?limit=3' })
  ).json<SafetyEventsPage>();
  return { safetyEventId: page.events.map((event) => event.safety_event_id) };
}
