import type { TestApp } from './harness';

/**
 * Company admin's calls (docs/COMPANY-ADMIN.md) for the walks: valid bodies, so each walk
 * reaches the route's own checks, and ids of the token's company for the path parameters.
 */
export function companyAdminWriteSamples(): Record<string, object> {
  return {
    'POST /api/company-admin/invitations': {
      email: 'walk-invitee@example.test',
      first_name: 'Walk',
      last_name: 'Invitee',
      security_level_id: 5,
    },
    'POST /api/public/invitations/:token/accept': { password: 'a walk of unusual length' },
    'POST /api/company-admin/api-tokens': { name: 'Walk token' },
    'PATCH /api/markets/:marketId': { name: 'Walk market' },
    'POST /api/positions/batch': {
      device_id: 'WALK-0001',
      location: {
        timestamp: '2026-11-20T06:00:00Z',
        coords: { latitude: 39.7, longitude: -104.9 },
      },
    },
  };
}

/** An invitation, an API token and a market of the token's company (made when it has none). */
export async function companyAdminWalkIds(
  t: TestApp,
  token: string,
): Promise<{ invitationId: string; apiTokenId: string; marketId: string }> {
  const get = async <T>(url: string) => (await t.call(token, { method: 'GET', url })).json<T>();
  let [invitation] = await get<Array<{ invitation_id: number }>>('/api/company-admin/invitations');
  if (!invitation) {
    const made = await t.call(token, {
      method: 'POST',
      url: '/api/company-admin/invitations',
      payload: {
        email: `walk-${Date.now()}@other.test`,
        first_name: 'Walk',
        last_name: 'Other',
        security_level_id: 5,
      },
    });
    invitation = made.json<{ invitation_id: number }>();
  }
  let [apiToken] = await get<Array<{ api_token_id: number }>>('/api/company-admin/api-tokens');
  if (!apiToken) {
    const made = await t.call(token, {
      method: 'POST',
      url: '/api/company-admin/api-tokens',
      payload: { name: 'Walk token' },
    });
    apiToken = made.json<{ api_token_id: number }>();
  }
  const [market] = await get<Array<{ market_id: number }>>('/api/markets');
  return {
    invitationId: String(invitation.invitation_id),
    apiTokenId: String(apiToken.api_token_id),
    marketId: String(market?.market_id),
  };
}

/** The same for the fuzz walk's samples, by parameter and field name. */
export async function companyAdminFuzzSamples(t: TestApp, token: string) {
  const { invitationId, apiTokenId, marketId } = await companyAdminWalkIds(t, token);
  const markets = (await t.call(token, { method: 'GET', url: '/api/markets' })).json<
    Array<{ market_id: number }>
  >();
  return {
    invitationId: [Number(invitationId)],
    apiTokenId: [Number(apiTokenId)],
    marketId: [Number(marketId)],
    market_id: [...markets.slice(0, 1).map((m) => m.market_id), null],
    first_name: ['Fuzz'],
    last_name: ['Invitee'],
    security_level_id: [5],
    workday_start: ['07:00'],
    workday_end: ['17:30'],
    workdays: [[1, 2, 3, 4, 5]],
  };
}
