/**
 * The error answers' schema, alone in a module so that it (and zod) loads with the first
 * failed call rather than with the sign-in page (DESIGN §4 "Web weight").
 */
export { errorBody } from '@fleet/domain';
