import type { DashboardWindow } from '@fleet/domain';

/** Query keys of the dashboard's calls: one per tile, so each refreshes on its own. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  statuses: () => [...dashboardKeys.all, 'statuses'] as const,
  utilization: (days: DashboardWindow) => [...dashboardKeys.all, 'utilization', days] as const,
  rentalClasses: () => [...dashboardKeys.all, 'rental-classes'] as const,
  idle: (days: DashboardWindow) => [...dashboardKeys.all, 'idle', days] as const,
  serviceDue: () => [...dashboardKeys.all, 'service-due'] as const,
  notReporting: () => [...dashboardKeys.all, 'not-reporting'] as const,
};

/**
 * Each tile shows its own failure with Try again (DASHBOARD_MESSAGES.loadFailed), so a server
 * that is down gives six quiet tiles rather than six toasts.
 */
export const TILE_QUERY_META = { skipGlobalErrorToast: true } as const;
