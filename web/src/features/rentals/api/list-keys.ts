/** Query keys of the rentals list and utilization; per area, so invalidating one never touches another. */
export const rentalListKeys = {
  all: ['rentals-list'] as const,
  company: (companyId: number, statuses: readonly number[]) =>
    [...rentalListKeys.all, 'company', companyId, statuses.join(',')] as const,
  thirdParty: () => [...rentalListKeys.all, 'third-party'] as const,
  utilization: (companyId: number, startDate: string, endDate: string) =>
    [...rentalListKeys.all, 'utilization', companyId, startDate, endDate] as const,
};
