import mercurius from 'mercurius';
import { AppError } from '../platform/errors';

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
