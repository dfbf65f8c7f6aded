/** Query keys of the operators app (the camera page's frames). */
export const operatorsAppKeys = {
  all: ['operators-app'] as const,
  roster: () => [...operatorsAppKeys.all, 'drivers'] as const,
  /** Every list of safety events and every score: a coaching changes them all. */
  safety: () => [...operatorsAppKeys.all, 'safety'] as const,
  safetyEvents: (search: string) => [...operatorsAppKeys.safety(), 'events', search] as const,
  driverAnalytics: (days: number) => [...operatorsAppKeys.safety(), 'analytics', days] as const,
};
