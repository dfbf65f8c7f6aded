import { isSecurityLevelId, type User } from '@fleet/domain';
import type { UserRow } from './users.repo';

/** The REST shape of a user (spec 1 §3 "User"); the password hash never leaves the server. */
export function toUserDto(row: UserRow): User {
  if (!isSecurityLevelId(row.securityLevelId)) {
    throw new Error(`user ${row.userId} has security level ${row.securityLevelId}`);
  }
  return {
    user_id: row.userId,
    company_id: row.companyId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    security_level_id: row.securityLevelId,
    read_only: row.readOnly,
    active: row.active,
    can_access_camera: row.canAccessCamera,
    can_rent: row.canRent,
    service_work_order_access: row.serviceWorkOrderAccess,
    cell_phone_number: row.cellPhoneNumber,
    phone_number: row.phoneNumber,
    sms_opted_out: row.smsOptedOut,
    employee_id: row.employeeId,
    user_type_id: row.userTypeId,
    preferred_landing_page: (row.preferredLandingPage as User['preferred_landing_page']) ?? null,
    i18n_locale: row.i18nLocale,
    i18n_unit: row.i18nUnit === 'metric' ? 'metric' : 'imperial',
    i18n_temperature: row.i18nTemperature === 'C' ? 'C' : 'F',
    date_created: row.createdAt.toISOString(),
  };
}
