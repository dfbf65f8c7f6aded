/**
 * spec 1 §2 "Asset and rental routes": a right-hand flyout (30% wide) over any page, driven by
 * the query parameters assetId, thirdPartyRentalId, rentalId and returnTo. Any list opens it by
 * these parameters without importing the card's feature; the app layout mounts its host.
 */
export const CARD_FLYOUT_PARAMS = {
  asset: 'assetId',
  rental: 'rentalId',
  thirdParty: 'thirdPartyRentalId',
  returnTo: 'returnTo',
} as const;

export type CardFlyoutTarget =
  | { kind: 'asset'; assetId: number }
  | { kind: 'rental'; rentalId: number }
  | { kind: 'third-party'; thirdPartyRentalId: number };

const idOf = (search: URLSearchParams, name: string): number | null => {
  const text = search.get(name);
  return text !== null && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
};

/** What the search asks the flyout to show; a rental wins over an asset, as a marker's link does. */
export function cardFlyoutOf(search: URLSearchParams): CardFlyoutTarget | null {
  const thirdPartyRentalId = idOf(search, CARD_FLYOUT_PARAMS.thirdParty);
  if (thirdPartyRentalId !== null) return { kind: 'third-party', thirdPartyRentalId };
  const rentalId = idOf(search, CARD_FLYOUT_PARAMS.rental);
  if (rentalId !== null) return { kind: 'rental', rentalId };
  const assetId = idOf(search, CARD_FLYOUT_PARAMS.asset);
  return assetId === null ? null : { kind: 'asset', assetId };
}

/** The page's own search, without the flyout's card parameters ('' when none is left). */
export function withoutCardFlyout(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete(CARD_FLYOUT_PARAMS.asset);
  next.delete(CARD_FLYOUT_PARAMS.rental);
  next.delete(CARD_FLYOUT_PARAMS.thirdParty);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}

/** The current search with the flyout opened on the target (other flyout parameters dropped). */
export function withCardFlyout(search: URLSearchParams, target: CardFlyoutTarget): string {
  const next = new URLSearchParams(withoutCardFlyout(search));
  if (target.kind === 'asset') next.set(CARD_FLYOUT_PARAMS.asset, String(target.assetId));
  if (target.kind === 'rental') next.set(CARD_FLYOUT_PARAMS.rental, String(target.rentalId));
  if (target.kind === 'third-party') {
    next.set(CARD_FLYOUT_PARAMS.thirdParty, String(target.thirdPartyRentalId));
  }
  return `?${next.toString()}`;
}

/** spec 1 §2: closing the flyout pushes the current path with only returnTo. */
export function closedCardFlyoutSearch(search: URLSearchParams): string {
  const returnTo = search.get(CARD_FLYOUT_PARAMS.returnTo);
  return returnTo === null
    ? ''
    : `?${new URLSearchParams([[CARD_FLYOUT_PARAMS.returnTo, returnTo]]).toString()}`;
}
