/** Query keys of the On-rent form and the jobsite flyout. */
export const onRentKeys = {
  asset: (assetId: number) => ['on-rent', 'asset', assetId] as const,
  jobs: () => ['on-rent', 'jobs'] as const,
  rental: (rentalId: number) => ['on-rent', 'rental', rentalId] as const,
  order: (orderId: number) => ['on-rent', 'order', orderId] as const,
  locations: (companyId: number) => ['jobsite', 'locations', companyId] as const,
  states: () => ['jobsite', 'states'] as const,
  addressSearch: (query: string) => ['jobsite', 'address-search', query] as const,
};
