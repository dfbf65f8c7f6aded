import { zod4Resolver } from 'mantine-form-zod-resolver';
import { loginRequest, loginResponse } from '@fleet/domain';

/**
 * The sign-in's schemas, and with them zod, load on the first attempt to sign in rather than
 * with the sign-in page (DESIGN §4 "Web weight": zod is a sixth of that page's budget).
 */
export { loginRequest, loginResponse };

export const validateLoginForm = zod4Resolver(loginRequest);
