/**
 * The localStorage key under which the web client keeps the access token. The API docs page
 * (server/src/platform/api-docs.ts) is on the same origin and reads it too, so a person signed in
 * to Fleet can read and try the API reference without pasting a token.
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'fleet.accessToken';
