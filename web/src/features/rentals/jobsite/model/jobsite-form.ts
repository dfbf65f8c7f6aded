import {
  JOBSITE_MESSAGES,
  nicknameKey,
  type AddressCandidate,
  type JobsiteCreate,
} from '@fleet/domain';

import type { SearchMethod } from '../../../../lib/address-search';

export type { SearchMethod };

export interface JobsiteValues {
  nickname: string;
  searchMethod: SearchMethod;
  query: string;
  isManual: boolean;
  street1: string;
  street2: string;
  city: string;
  stateId: string | null;
  zipCode: string;
  pin: { latitude: number; longitude: number } | null;
  createGeofence: boolean;
}
export type JobsiteField =
  'nickname' | 'pin' | 'address' | 'street1' | 'city' | 'stateId' | 'zipCode';

export const emptyJobsite = (): JobsiteValues => ({
  nickname: '',
  searchMethod: 'address',
  query: '',
  isManual: false,
  street1: '',
  street2: '',
  city: '',
  stateId: null,
  zipCode: '',
  pin: null,
  createGeofence: false,
});

/**
 * spec 1 §5 "Jobsite create", checked when Create is pressed: a name not already taken (case
 * and spaces ignored), a pin, and an address with a city and state; typed by hand, every part.
 */
export function validateJobsite(
  values: JobsiteValues,
  takenNames: readonly string[],
): Partial<Record<JobsiteField, string>> {
  const errors: Partial<Record<JobsiteField, string>> = {};
  const key = nicknameKey(values.nickname);
  if (key === '') errors.nickname = JOBSITE_MESSAGES.nameRequired;
  else if (takenNames.some((name) => nicknameKey(name) === key)) {
    errors.nickname = JOBSITE_MESSAGES.nameTaken;
  }
  if (!values.pin) errors.pin = JOBSITE_MESSAGES.pinRequired;
  if (values.isManual) {
    if (!values.street1.trim()) errors.street1 = JOBSITE_MESSAGES.streetRequired;
    if (!values.city.trim()) errors.city = JOBSITE_MESSAGES.cityRequired;
    if (!values.stateId) errors.stateId = JOBSITE_MESSAGES.stateRequired;
    if (!values.zipCode.trim()) errors.zipCode = JOBSITE_MESSAGES.zipRequired;
  } else if (!values.city.trim() || !values.stateId) {
    errors.address = JOBSITE_MESSAGES.invalidAddress;
  }
  return errors;
}

/** A found address on the form: its parts, and the pin where it is. */
export function applyCandidate(
  values: JobsiteValues,
  candidate: AddressCandidate,
  states: ReadonlyArray<{ state_id: number; abbreviation: string }>,
): JobsiteValues {
  const state = states.find((s) => s.abbreviation === candidate.state);
  return {
    ...values,
    street1: candidate.street_1 ?? '',
    city: candidate.city ?? '',
    stateId: state ? String(state.state_id) : null,
    zipCode: candidate.zip_code ?? '',
    pin: { latitude: candidate.latitude, longitude: candidate.longitude },
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toJobsiteBody(values: JobsiteValues): JobsiteCreate {
  return {
    nickname: values.nickname.trim(),
    street_1: blankToNull(values.street1),
    street_2: blankToNull(values.street2),
    city: blankToNull(values.city),
    state_id: values.stateId ? Number(values.stateId) : null,
    zip_code: blankToNull(values.zipCode),
    latitude: values.pin?.latitude ?? null,
    longitude: values.pin?.longitude ?? null,
    needs_review: false,
    jobsite: true,
    location_type_id: 1,
    create_geofence: values.createGeofence,
  };
}
