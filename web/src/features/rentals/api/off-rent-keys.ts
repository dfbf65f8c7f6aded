import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the off-rent modals, under the shared 'rentals' prefix. */
export const offRentKeys = {
  all: ['rentals', 'off-rent'] as const,
  rental: (rentalId: number) => [...offRentKeys.all, 'rental', rentalId] as const,
  thirdParty: (thirdPartyRentalId: number) =>
    [...offRentKeys.all, 'third-party', thirdPartyRentalId] as const,
  vendors: () => [...offRentKeys.all, 'vendors'] as const,
};

/**
 * After an off-rent every screen that shows the rental or its asset may be stale: the rental
 * queries ('rentals', 'rentals-list'), the inventory ('inventory': an off-rented asset is no
 * longer On-rent) and the cards over the map ('asset-map'). Broad prefixes, so screens built by
 * others refresh without this feature knowing their keys.
 */
export const AFTER_OFF_RENT_KEYS = [['rentals'], ['rentals-list'], ['inventory'], ['asset-map']];

export async function invalidateAfterOffRent(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    AFTER_OFF_RENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
