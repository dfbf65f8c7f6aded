import mercurius from 'mercurius';
import { MESSAGES } from '@fleet/domain';

/**
 * GraphQL refusals of the share mutation: a sentence a person can read (the web shows it), a
 * code, and the HTTP status mercurius answers with.
 */
export const shareRefusal = (message: string, code: string, status: number): Error =>
  new mercurius.ErrorWithProps(message, { code }, status);

export const badShareInput = (message: string): Error =>
  shareRefusal(message, 'BAD_USER_INPUT', 400);

/** Another company's id answers exactly like one that does not exist. */
export const shareTargetNotFound = (what: 'Asset' | 'Rental'): Error =>
  shareRefusal(`${what} not found.`, 'NOT_FOUND', 404);

export const readOnlyRefusal = (): Error => shareRefusal(MESSAGES.readOnly, 'READ_ONLY', 403);
