import { z } from 'zod';
import { ApiError, apiRequest, type ResponseParser } from './api-client';

/** The fleet GraphQL endpoint (spec 2 §7), under the API prefix. */
const GRAPHQL_PATH = '/fleet/graphql';

const graphqlErrors = z.object({ errors: z.array(z.object({ message: z.string() })).optional() });

/**
 * One GraphQL operation over HTTP: `data` checked against the caller's schema; an answer with
 * `errors` becomes an ApiError carrying the server's first sentence.
 */
export async function graphqlRequest<T>(
  query: string,
  variables: Record<string, unknown>,
  data: ResponseParser<T>,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const parser: ResponseParser<T> = {
    parse: (body) => {
      const { errors } = graphqlErrors.parse(body);
      const first = errors?.[0];
      if (first) throw new ApiError({ status: 200, code: 'GRAPHQL_ERROR', message: first.message });
      return data.parse((body as { data?: unknown }).data);
    },
  };
  return apiRequest(GRAPHQL_PATH, parser, {
    method: 'POST',
    body: { query, variables },
    signal: options.signal,
  });
}
