import mercurius from 'mercurius';
import type { z } from 'zod';
import { MESSAGES } from '@fleet/domain';
import type { AuthContext } from '../platform/auth';
import { AppError, badRequest, describeIssues } from '../platform/errors';

/**
 * Runs a service call for a resolver: a refusal (AppError) becomes a GraphQL error with the
 * same sentence, its code in `extensions.code` and its HTTP status, as REST would answer it.
 */
export async function asGraphqlError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) {
      throw new mercurius.ErrorWithProps(error.message, { code: error.code }, error.statusCode);
    }
    throw error;
  }
}

/**
 * A mutation's service call: a read-only user is refused first, as REST refuses every write
 * (403 READ_ONLY), since GraphQL is POSTed for reads too and the REST guard lets it through.
 */
export function asGraphqlWrite<T>(auth: AuthContext, call: () => Promise<T>): Promise<T> {
  return asGraphqlError(() => {
    if (auth.readOnly) throw new AppError('READ_ONLY', 403, MESSAGES.readOnly);
    return call();
  });
}

/**
 * Arguments checked by the schema REST checks its body with, refused with REST's sentence
 * ("custom_name: Asset name is required") and issues, so both APIs say the same words.
 */
export function parseLikeRest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
  }));
  throw badRequest(describeIssues(issues), { issues });
}
