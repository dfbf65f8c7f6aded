import { canReadAdminOnly, canViewCompanyUsers, type AccessContext } from '@fleet/domain';

/** A page of Company admin: the side list and the home's cards are drawn from these. */
export interface CompanyAdminSection {
  label: string;
  path: string;
  description: string;
  /** Within Company admin, which the whole area's rule already guards (spec 1 §2). */
  isVisible: (ctx: AccessContext) => boolean;
}

const everyone = (): boolean => true;

/**
 * Company admin's pages in the order of the side list (docs/COMPANY-ADMIN.md). Pages that hold
 * live links or keys (the outboxes, integrations, requests) are for admins only.
 */
export const COMPANY_ADMIN_SECTIONS: readonly CompanyAdminSection[] = [
  {
    label: 'Users',
    path: '/company-admin/users',
    description: 'Invite people, set their level and read-only access, and deactivate them.',
    isVisible: canViewCompanyUsers,
  },
  {
    label: 'Branches & markets',
    path: '/company-admin/branches',
    description: 'Add and rename branches, open and close them, and group them into markets.',
    isVisible: everyone,
  },
  {
    label: 'Preferences',
    path: '/company-admin/preferences',
    description:
      'Internal rentals, hidden details, the over-speed threshold, time zone and workday.',
    isVisible: everyone,
  },
  {
    label: 'Feature flags',
    path: '/company-admin/feature-flags',
    description: 'Turn features on for the company, or for one person.',
    isVisible: canReadAdminOnly,
  },
  {
    label: 'Trackers',
    path: '/company-admin/trackers',
    description:
      'Register GPS trackers, install them on assets, and register devices that reported without being known.',
    isVisible: everyone,
  },
  {
    label: 'Cameras',
    path: '/company-admin/cameras',
    description:
      'Register dash cameras, install them on assets, and see whether each is connected.',
    // spec 1 §6: a company without the camera service has no cameras to manage.
    isVisible: (ctx) => ctx.company.hasFleetCam,
  },
  {
    label: 'Tracker requests',
    path: '/company-admin/tracker-requests',
    description: 'Trackers and cameras asked for from the cards of assets without one.',
    isVisible: canReadAdminOnly,
  },
  {
    label: 'Classes & categories',
    path: '/company-admin/classes',
    description:
      'Categories and the equipment classes in them, with their photos and asset counts.',
    isVisible: everyone,
  },
  {
    label: 'Groups',
    path: '/company-admin/groups',
    description: 'Named sets of assets the map filters by: create, rename and delete them.',
    isVisible: everyone,
  },
  {
    label: 'Partner frames',
    path: '/company-admin/frames',
    description: 'The addresses of the partner tools Fleet shows in frames.',
    isVisible: everyone,
  },
  {
    label: 'Messages (SMS)',
    path: '/company-admin/messages',
    description:
      'Text messages sent from Fleet, such as shared locations; with the default outbox, send them on from a phone.',
    isVisible: canReadAdminOnly,
  },
  {
    label: 'Email outbox',
    path: '/company-admin/email',
    description: 'Emails sent from Fleet, such as invitations, newest first.',
    isVisible: canReadAdminOnly,
  },
  {
    label: 'Integrations',
    path: '/company-admin/integrations',
    description: 'The device gateway’s address, and API tokens for the batch positions call.',
    isVisible: canReadAdminOnly,
  },
];

export function visibleCompanyAdminSections(ctx: AccessContext): CompanyAdminSection[] {
  return COMPANY_ADMIN_SECTIONS.filter((section) => section.isVisible(ctx));
}
