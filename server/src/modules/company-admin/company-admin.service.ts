import {
  canViewCompanyUsers,
  isSecurityLevelId,
  type CompanyAdminUser,
  type IntegrationsInfo,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { requireAdmin } from '../../platform/tenancy';
import { findCompany } from '../companies/companies.repo';
import { listUsersWithLastSignIn } from './company-admin.repo';

/** A timestamp from an aggregate: PGlite and node-postgres may hand it back as text. */
function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Company admin > Users: admins and managers read it (docs/COMPANY-ADMIN.md). */
export async function listCompanyAdminUsers(
  deps: AppDeps,
  auth: AuthContext,
): Promise<CompanyAdminUser[]> {
  if (!canViewCompanyUsers(auth)) throw forbidden();
  const [rows, company] = await Promise.all([
    listUsersWithLastSignIn(deps.db, auth.companyId),
    findCompany(deps.db, auth.companyId),
  ]);
  return rows.flatMap((row) =>
    isSecurityLevelId(row.securityLevelId)
      ? [
          {
            user_id: row.userId,
            email: row.email,
            first_name: row.firstName,
            last_name: row.lastName,
            security_level_id: row.securityLevelId,
            read_only: row.readOnly,
            active: row.active,
            is_owner: company?.ownerUserId === row.userId,
            last_sign_in_at: toIso(row.lastSignInAt),
          },
        ]
      : [],
  );
}

/**
 * Company admin > Integrations (admins): where trackers send positions, and where the
 * token-authenticated batch call is. DEVICE_GATEWAY_URL names the gateway as devices reach it
 * (a load balancer, another host); unset, it is this host on DEVICE_PORT.
 */
export function integrationsInfo(
  deps: AppDeps,
  auth: AuthContext,
  request: { protocol: string; host: string; hostname: string },
): IntegrationsInfo {
  requireAdmin(auth);
  const origin = deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const port = deps.config.devicePort;
  return {
    gateway: {
      osmand_url: deps.config.deviceGatewayUrl ?? `http://${request.hostname}:${port}`,
      port,
    },
    batch_positions_url: `${origin}/api/positions/batch`,
  };
}
