/** spec 1 §8 inventory messages, word for word. */
export const INVENTORY_MESSAGES = {
  noSelectedAssets: 'No selected assets',
  failedToUpdate: (n: number) => `${n} asset(s) failed to update`,
  branchFetchFailed:
    'There was a problem fetching branches. Please contact customer support if this issue persists.',
  exportCancelled: 'Export cancelled',
  internalRentalDisabled:
    "Internal rental of vehicle or equipment assets is disabled by your company's preferences.",
} as const;
