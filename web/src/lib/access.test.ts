import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES, resolveFeatureFlags, visibleNavEntries } from '@fleet/domain';
import type { Company, SessionInfo, User } from '@fleet/domain';
import { buildAccessContext } from './access';

const session: SessionInfo = {
  accessToken: 't',
  idToken: null,
  companyId: 7,
  userId: 3,
  securityLevelId: 5,
  readOnly: false,
  expiresAt: '2030-01-01T00:00:00Z',
};

const user: User = {
  user_id: 3,
  company_id: 7,
  email: 'u@demo.test',
  first_name: 'Una',
  last_name: 'User',
  security_level_id: 5,
  read_only: false,
  active: true,
  can_access_camera: true,
  can_rent: true,
  service_work_order_access: false,
  cell_phone_number: null,
  phone_number: null,
  sms_opted_out: false,
  employee_id: null,
  user_type_id: null,
  preferred_landing_page: null,
  i18n_locale: 'en-US',
  i18n_unit: 'imperial',
  i18n_temperature: 'F',
  date_created: '2024-01-01T00:00:00Z',
};

const company: Company = {
  company_id: 7,
  name: 'Demo',
  owner_user_id: 1,
  timezone: 'America/Chicago',
  white_label_application_id: 5,
  has_fleet_cam: true,
  has_rentals: false,
  white_label_application: { white_label_application_id: 5, show_dashboard: true },
};

const noFlags = resolveFeatureFlags({}, {});

describe('buildAccessContext', () => {
  it('maps the payloads onto the domain access context', () => {
    const ctx = buildAccessContext(session, user, company, noFlags);
    expect(ctx).toEqual({
      securityLevelId: 5,
      readOnly: false,
      canAccessCamera: true,
      hasServiceWorkOrderAccess: false,
      company: {
        hasRentals: false,
        hasFleetCam: true,
        whiteLabelApplicationId: 5,
        showDashboard: true,
      },
      flags: noFlags,
    });
    expect(Object.keys(ctx.flags)).toHaveLength(FEATURE_FLAG_NAMES.length);
  });

  it('is read-only when either the session or the user says so', () => {
    expect(
      buildAccessContext({ ...session, readOnly: true }, user, company, noFlags).readOnly,
    ).toBe(true);
    expect(
      buildAccessContext(session, { ...user, read_only: true }, company, noFlags).readOnly,
    ).toBe(true);
  });

  it('drives the side navigation (no Billing for white label 5, no Rentals without rentals)', () => {
    const labels = visibleNavEntries(buildAccessContext(session, user, company, noFlags)).map(
      (e) => e.label,
    );
    expect(labels).toEqual([
      'Dashboard',
      'Map',
      'Inventory',
      'Service',
      'Geofences',
      'Camera',
      'Profile',
    ]);
  });
});
