/**
 * The address of a page of Fleet's own operators app (docs/CAMERAS.md "The camera page"): this
 * same app, at `#/operators-app<path>`, so it is framed from Fleet's own origin and the frame
 * protocol's origin checks hold for it as for any partner.
 */
export function operatorsAppAddress(
  location: { origin: string; pathname: string },
  path: string,
  search = '',
): string {
  return `${location.origin}${location.pathname}#/operators-app${path}${search}`;
}
