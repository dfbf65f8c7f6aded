import {
  COMPANY_ADMIN_MESSAGES,
  userSelfUpdate,
  type User,
  type UserAdminUpdate,
  type UserCreate,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { assertPasswordStrong, personalWords } from '../../platform/password-strength';
import { requireAdmin } from '../../platform/tenancy';
import { endUserSessions } from '../auth/auth.service';
import { findCompany } from '../companies/companies.repo';
import { toUserDto } from './user-dto';
import {
  findUser,
  findUserByEmail,
  insertUser,
  listCompanyUsers,
  updateUser as updateUserRow,
  type NewUserRow,
} from './users.repo';
import { publishConfigurationStepsUpdated } from '../notifications/asset-notifications';

export async function getUser(deps: AppDeps, auth: AuthContext, userId: number): Promise<User> {
  const row = await findUser(deps.db, auth.companyId, userId);
  if (!row) throw notFound();
  return toUserDto(row);
}

export async function listUsers(deps: AppDeps, auth: AuthContext): Promise<User[]> {
  return (await listCompanyUsers(deps.db, auth.companyId)).map(toUserDto);
}

const SELF_FIELDS = new Set(Object.keys(userSelfUpdate.shape));

/** Maps the REST patch onto columns; undefined keys are left alone. */
function toColumns(patch: UserAdminUpdate): Partial<NewUserRow> {
  const columns: Partial<NewUserRow> = {
    firstName: patch.first_name,
    lastName: patch.last_name,
    phoneNumber: patch.phone_number,
    cellPhoneNumber: patch.cell_phone_number,
    smsOptedOut: patch.sms_opted_out,
    i18nLocale: patch.i18n_locale,
    i18nUnit: patch.i18n_unit,
    i18nTemperature: patch.i18n_temperature,
    preferredLandingPage: patch.preferred_landing_page,
    securityLevelId: patch.security_level_id,
    readOnly: patch.read_only,
    active: patch.active,
    canAccessCamera: patch.can_access_camera,
    canRent: patch.can_rent,
    serviceWorkOrderAccess: patch.service_work_order_access,
    employeeId: patch.employee_id,
    userTypeId: patch.user_type_id,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

export async function updateUser(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  patch: UserAdminUpdate,
): Promise<User> {
  const target = await findUser(deps.db, auth.companyId, userId);
  if (!target) throw notFound();
  const adminFields = Object.keys(patch).filter((key) => !SELF_FIELDS.has(key));
  if (auth.userId !== userId || adminFields.length > 0) {
    if (auth.securityLevelId !== 1) {
      throw forbidden(
        auth.userId === userId
          ? `Only an admin can change ${adminFields.join(', ')}.`
          : "Only an admin can change another user's details.",
      );
    }
  }
  const company = await findCompany(deps.db, auth.companyId);
  const isOwner = company?.ownerUserId === userId;
  if (
    isOwner &&
    (patch.active === false || (patch.security_level_id ?? 1) !== 1 || patch.read_only)
  ) {
    throw conflict(COMPANY_ADMIN_MESSAGES.ownerProtected);
  }
  if (userId === auth.userId && patch.active === false) {
    throw badRequest(COMPANY_ADMIN_MESSAGES.selfDeactivate);
  }
  // An admin who demotes themselves could leave the company without one (docs/COMPANY-ADMIN.md).
  const isSelfDemotion =
    (patch.security_level_id !== undefined && patch.security_level_id !== target.securityLevelId) ||
    (patch.read_only === true && !target.readOnly);
  if (userId === auth.userId && isSelfDemotion) {
    throw badRequest(COMPANY_ADMIN_MESSAGES.selfDemote);
  }
  const columns = toColumns(patch);
  if (Object.keys(columns).length === 0) return toUserDto(target);
  const updated = await updateUserRow(deps.db, auth.companyId, userId, columns);
  if (!updated) throw notFound();
  const accessChanged =
    updated.securityLevelId !== target.securityLevelId ||
    updated.readOnly !== target.readOnly ||
    (target.active && !updated.active);
  // A token carries the level it was issued under: a change ends the user's sessions (issue 2).
  if (accessChanged) await endUserSessions(deps, userId);
  return toUserDto(updated);
}

const EMAIL_TAKEN = 'A user with this email already exists.';

export async function createUser(
  deps: AppDeps,
  auth: AuthContext,
  input: UserCreate,
): Promise<User> {
  requireAdmin(auth);
  if (await findUserByEmail(deps.db, input.email)) {
    throw conflict(EMAIL_TAKEN);
  }
  const { password, email, ...rest } = input;
  const company = await findCompany(deps.db, auth.companyId);
  await assertPasswordStrong(
    password,
    personalWords([email, input.first_name, input.last_name, company?.name]),
  );
  const row = await insertUser(deps.db, {
    ...toColumns(rest),
    email,
    firstName: input.first_name,
    lastName: input.last_name,
    securityLevelId: input.security_level_id,
    companyId: auth.companyId,
    passwordHash: await hashPassword(password),
  }).catch((error: unknown) => {
    // Two requests for one email can both pass the check above; the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  });
  // spec 2 §3 configuration step createUser: the setup page turns it complete live.
  publishConfigurationStepsUpdated(deps, auth.companyId);
  return toUserDto(row);
}
