import type {
  AccessContext,
  Company,
  companyPreferences,
  FeatureFlagSet,
  SessionInfo,
  User,
} from '@fleet/domain';
import type { z } from 'zod';

/** spec 1 §7 company preferences (hide_details, …): company-wide settings screens obey. */
export type CompanyPreferences = z.infer<typeof companyPreferences>;

/** Everything the shell knows about the signed-in user, loaded once after sign-in. */
export interface Access {
  ctx: AccessContext;
  session: SessionInfo;
  user: User;
  company: Company;
  preferences: CompanyPreferences;
}

export function buildAccessContext(
  session: SessionInfo,
  user: User,
  company: Company,
  flags: FeatureFlagSet,
): AccessContext {
  return {
    securityLevelId: user.security_level_id,
    // Either source may be the fresher one (the user record changes when an admin edits it).
    readOnly: session.readOnly || user.read_only,
    canAccessCamera: user.can_access_camera,
    hasServiceWorkOrderAccess: user.service_work_order_access,
    company: {
      hasRentals: company.has_rentals,
      hasFleetCam: company.has_fleet_cam,
      whiteLabelApplicationId: company.white_label_application_id,
      showDashboard: company.white_label_application.show_dashboard,
    },
    flags,
  };
}
