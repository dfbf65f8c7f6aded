/** "1 second", "8 seconds", "15 minutes": a wait rounded up to what a person would count. */
function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Words the server and the client both say. Quoted ones are the spec's, verbatim. */
export const MESSAGES = {
  locationSaved: 'Location saved successfully!',
  invalidCredentials: 'The email or password is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  tooManyFailedSignIns: (waitSeconds: number) =>
    `Too many failed sign-ins for this account. Try again in ${describeWait(waitSeconds)}.`,
  passwordTooGuessable:
    'This password is too common or easy to guess: use a longer phrase of unrelated words.',
  passwordHasAccountWords:
    'This password is too easy to guess from the name, email or company: use a longer phrase of unrelated words.',
  invalidToken: 'Your session has ended. Please sign in again.',
  missingToken: 'Please sign in to continue.',
  readOnly: 'Your account is read-only, so it cannot make changes.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Resource not found!',
  unauthorizedPageTitle: "You don't have access to this page",
  unauthorizedPageSubtitle: 'Contact your admin for more information',
  // spec 2 §8 generic handling
  networkError: (status: number | string) =>
    `NE${status}: An error has occurred. Please try again.`,
  notLoggedIn: 'You are not logged in. Please log out and log in again.',
  serverError: (message: string) => `${message} Please try again shortly.`,
  graphqlForbidden: 'You do not have permission to do that.',
  graphqlNotFound: 'Resource not found!',
  genericRetry: 'An error occurred. Please try again.',
  validationHint: 'Please correct the error and try again.',
  problemTitle: 'A problem occurred',
  problemText: 'Please try again.',
  successfullyUpdated: 'Successfully Updated!',
  companyUpdated: 'Company update was successful!',
  companyUpdateFailed: 'There was an error updating the company information!',
  viewSettingsFetchFailed:
    'There was an error fetching view settings. Please contact customer support if this issue persists.',
  settingsSaveFailed:
    'There was an error saving your settings. Please contact customer support if this issue persists.',
  branchesFetchFailed:
    'There was a problem fetching branches. Please contact customer support if this issue persists.',
  stateFetchFailed:
    'There was a problem fetching state information. Please contact customer support if this issue persists.',
  trackerSerialTaken: (serial: string) =>
    `A tracker with the identifier ${serial} is already registered. If it is not in your list and the device is yours, ask your Fleet operator to release it.`,
} as const;

/** Toast lifetimes (spec 1 §9, spec 2 §8): 6 s in general, 4 s for network errors, 8 s for 500s. */
export const TOAST_MS = { default: 6000, networkError: 4000, serverError: 8000 } as const;

/** Error codes in the `{ error: { code, message } }` shape (DESIGN §3). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'READ_ONLY',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'OVERLOADED',
  /** A service Fleet depends on (the camera broker) did not answer: try again later (503). */
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
