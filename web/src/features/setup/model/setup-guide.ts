import type { ConfigurationStep } from '@fleet/domain';

export interface StepGuide {
  title: string;
  /** What the step means, in a line. */
  description: string;
  /** Why it cannot be done yet, for UNAVAILABLE. */
  unavailable: string;
  /** Where it is done; null for the step done on the setup page itself (the default branch). */
  link: { to: string; label: string } | null;
}

/**
 * spec 2 §3 configuration steps, in the spec's order, as the setup page explains them
 * (domain configuration-steps.ts says when each is complete; docs/SETUP-QUOTES.md).
 */
export const SETUP_GUIDE: Record<ConfigurationStep, StepGuide> = {
  createUser: {
    title: 'Create a user',
    description: 'Add the people who will use Fleet; a second person completes the step.',
    unavailable: '',
    link: { to: '/company-admin/users', label: 'Company > Users' },
  },
  createAsset: {
    title: 'Create an asset',
    description: 'Add a vehicle, a piece of equipment or a trailer, one at a time or from a file.',
    unavailable: '',
    link: { to: '/assets/create?returnTo=/setup', label: 'Add asset' },
  },
  installTracker: {
    title: 'Install a tracker',
    description: 'Put a registered tracker on an asset, so the asset shows on the map.',
    unavailable: 'Needs an asset and a registered tracker first.',
    link: { to: '/company-admin/trackers', label: 'Trackers' },
  },
  assignHardware: {
    title: 'Assign hardware',
    description: 'Register the trackers your company owns by their serial numbers.',
    unavailable: '',
    link: { to: '/company-admin/trackers', label: 'Trackers' },
  },
  updateDefaultBranch: {
    title: 'Choose your default branch',
    description: 'The branch your map and lists open filtered to.',
    unavailable: 'Needs an active branch first.',
    link: null,
  },
  createGeofence: {
    title: 'Create a geofence',
    description: 'Draw an area such as a yard or a jobsite, to see what enters and leaves it.',
    unavailable: '',
    link: { to: '/geofences', label: 'Geofences' },
  },
  createGroup: {
    title: 'Create a group',
    description: 'Name a set of assets to filter the map and the lists by.',
    unavailable: '',
    link: { to: '/company-admin/groups', label: 'Groups' },
  },
};
