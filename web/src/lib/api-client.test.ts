import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, isApiError } from './api-client';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

const failure = async (): Promise<unknown> =>
  apiRequest('/fleet/graphql', { parse: (body) => body }, { method: 'POST', body: {} }).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('errors the API answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries the sentence of a GraphQL document refused with a 400', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { errors: [{ message: 'The query is too deep (6 > 5).' }] }),
    );
    const error = await failure();
    expect(isApiError(error) && error.message).toBe('The query is too deep (6 > 5).');
    expect(isApiError(error) && error.status).toBe(400);
  });

  it('still reads the API’s own error shape, and calls anything else unexpected', async () => {
    vi.stubGlobal('fetch', answer(409, { error: { code: 'CONFLICT', message: 'Taken.' } }));
    const conflict = await failure();
    expect(isApiError(conflict) && conflict.message).toBe('Taken.');
    vi.stubGlobal('fetch', answer(502, { nothing: true }));
    const odd = await failure();
    expect(isApiError(odd) && odd.isNetworkError).toBe(true);
  });
});
