import {
  BILLING_MESSAGES,
  buildInvoicePayload,
  mayManageBilling,
  type BuildIssue,
  type InvoiceDraftBody,
  type InvoicePayload,
} from '@fleet/domain/billing';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { badRequest, describeIssues, forbidden, type AppError } from '../../platform/errors';
import { foreignIds } from './billing.repo';

/** Admins, managers and sales write invoices and parts (docs/BILLING.md). */
export function assertMayManageBilling(auth: AuthContext): void {
  if (!mayManageBilling(auth.securityLevelId, auth.readOnly)) {
    throw forbidden(BILLING_MESSAGES.notAllowed);
  }
}

/** A 400 naming each refused value, with the paths the editor puts its sentences under. */
export function refusal(issues: readonly BuildIssue[]): AppError {
  return badRequest(describeIssues(issues), { issues });
}

/**
 * The ids of the built payload that are not the company's, as issues under their fields: an id
 * of another company reads exactly like one that does not exist.
 */
async function foreignIdIssues(db: Db, companyId: number, payload: InvoicePayload) {
  const lines = payload.line_items.filter((line) => !line.is_computed);
  const userIds = [payload.salesperson_user_id, payload.ordered_by_user_id];
  const missing = await foreignIds(db, companyId, {
    branches: [payload.ship_from_branch_id, ...lines.map((line) => line.branch_id)],
    locations: payload.ship_to_location_id === null ? [] : [payload.ship_to_location_id],
    users: userIds.filter((id): id is number => id !== null),
    providers: [payload.billing_provider_id],
    assets: lines.flatMap((line) => (line.asset_id === null ? [] : [line.asset_id])),
    parts: lines.flatMap((line) => (line.part_id === null ? [] : [line.part_id])),
  });
  const issues: BuildIssue[] = [];
  const check = (
    id: number | null,
    unknown: number[],
    path: BuildIssue['path'],
    say: (id: number) => string,
  ) => {
    if (id !== null && unknown.includes(id)) issues.push({ path, message: say(id) });
  };
  check(
    payload.ship_from_branch_id,
    missing.branches,
    ['ship_from_branch_id'],
    BILLING_MESSAGES.unknownBranch,
  );
  check(
    payload.ship_to_location_id,
    missing.locations,
    ['ship_to_location_id'],
    BILLING_MESSAGES.unknownLocation,
  );
  check(
    payload.salesperson_user_id,
    missing.users,
    ['salesperson_user_id'],
    BILLING_MESSAGES.unknownUser,
  );
  check(
    payload.ordered_by_user_id,
    missing.users,
    ['ordered_by_user_id'],
    BILLING_MESSAGES.unknownUser,
  );
  check(
    payload.billing_provider_id,
    missing.providers,
    ['billing_provider_id'],
    BILLING_MESSAGES.unknownProvider,
  );
  lines.forEach((line, index) => {
    check(
      line.branch_id,
      missing.branches,
      ['line_items', index, 'branch_id'],
      BILLING_MESSAGES.unknownBranch,
    );
    check(
      line.asset_id,
      missing.assets,
      ['line_items', index, 'asset_id'],
      BILLING_MESSAGES.unknownAsset,
    );
    check(
      line.part_id,
      missing.parts,
      ['line_items', index, 'part_id'],
      BILLING_MESSAGES.unknownPart,
    );
  });
  return issues;
}

/**
 * spec 2 §5: the payload is built from the body, the caller's company and the rules, and every
 * id it names is the company's; otherwise a 400 says what to fix, and nothing is written.
 */
export async function checkedPayload(
  db: Db,
  auth: AuthContext,
  body: InvoiceDraftBody,
): Promise<InvoicePayload> {
  const built = buildInvoicePayload(body, auth.companyId);
  if (!built.ok) throw refusal(built.issues);
  const issues = await foreignIdIssues(db, auth.companyId, built.payload);
  if (issues.length > 0) throw refusal(issues);
  return built.payload;
}
