import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { hashToken } from '../../platform/auth';
import { listBranches, updateBranch } from '../../modules/branches/branches.repo';
import { listMarkets } from '../../modules/reference/reference.repo';
import { insertInvitation } from '../../modules/company-admin/invitations.repo';
import { insertApiToken } from '../../modules/company-admin/api-tokens.repo';
import { insertEmailMessage } from '../../modules/email/email.repo';
import { invitationEmail, invitationLink } from '../../modules/company-admin/invitation-email';

/** Which market each demo branch belongs to. */
const MARKET_OF_BRANCH: Record<string, string> = {
  Columbia: 'Central Missouri',
  'Jefferson City': 'Central Missouri',
  'Kansas City': 'Kansas City Metro',
  'St. Louis': 'St. Louis Metro',
};

/** The local address `npm start` serves, for the demo invitation's link. */
const DEMO_ORIGIN = 'http://localhost:3000';
const DAY_MS = 86_400_000;

/**
 * Company admin's demo data (docs/COMPANY-ADMIN.md): branches in markets, an open invitation
 * with its email in the outbox, and an API token for the batch positions call.
 */
export async function seedDemoCompanyAdmin(
  db: Db,
  { companyId, adminUserId }: { companyId: number; adminUserId: number },
): Promise<void> {
  const markets = new Map(
    (await listMarkets(db, companyId)).map((market) => [market.name, market.marketId]),
  );
  for (const branch of await listBranches(db, companyId, {})) {
    const marketName = MARKET_OF_BRANCH[branch.name];
    const marketId = marketName === undefined ? undefined : markets.get(marketName);
    if (marketId !== undefined) await updateBranch(db, companyId, branch.branchId, { marketId });
  }

  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await insertInvitation(db, {
    companyId,
    email: 'jordan.lee@demo.test',
    firstName: 'Jordan',
    lastName: 'Lee',
    securityLevelId: 5,
    tokenHash: hashToken(token),
    invitedBy: adminUserId,
    createdAt: new Date(now - DAY_MS),
    expiresAt: new Date(now + 6 * DAY_MS),
  });
  const email = invitationEmail({
    firstName: 'Jordan',
    companyName: 'Demo Construction Co.',
    inviterName: 'Avery Admin',
    level: 5,
    link: invitationLink(DEMO_ORIGIN, token),
    days: 7,
  });
  await insertEmailMessage(db, {
    companyId,
    toAddress: 'jordan.lee@demo.test',
    subject: email.subject,
    body: email.text,
    provider: 'outbox',
    status: 'outbox',
    purpose: 'invitation',
    createdBy: adminUserId,
    createdAt: new Date(now - DAY_MS),
  });

  // Nobody holds this token's secret: it shows how the list looks; create one to use the call.
  const secret = `flt_${randomBytes(32).toString('base64url')}`;
  await insertApiToken(db, {
    companyId,
    name: 'Telematics import (demo)',
    tokenHash: hashToken(secret),
    prefix: secret.slice(0, 12),
    createdBy: adminUserId,
    createdAt: new Date(now - 3 * DAY_MS),
  });
}
