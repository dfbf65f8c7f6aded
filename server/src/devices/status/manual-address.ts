import type { StoredStatus } from './stored-status';

type Attributes = Record<string, string | number | boolean>;

/**
 * A manual location's address is stored in its position's attributes, so a replay after a crash
 * restores it with the location (spec 1 §7 "POST assets/{id}/locations/manual").
 */
export function manualAddressAttributes(address: {
  street?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip_code?: string | undefined;
}): Attributes {
  const attributes: Attributes = {};
  if (address.street) attributes.street = address.street;
  if (address.city) attributes.city = address.city;
  if (address.state) attributes.state = address.state.toUpperCase();
  if (address.zip_code) attributes.zip_code = address.zip_code;
  return attributes;
}

const text = (value: string | number | boolean | undefined): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The status fields a manual location states: an address given in part is taken as given (a
 * missing part is cleared, not mixed with another source); with no address at all, nothing is
 * overridden and the geocoder's address of the point stands.
 */
export function manualAddressOverrides(attributes: Attributes): Partial<StoredStatus> {
  const state = text(attributes.state);
  const stated = [attributes.street, attributes.city, attributes.state, attributes.zip_code];
  if (stated.every((part) => text(part) === null)) return {};
  return {
    street: text(attributes.street),
    city: text(attributes.city),
    state: state ? { abbreviation: state } : null,
    zip_code: text(attributes.zip_code),
  };
}
