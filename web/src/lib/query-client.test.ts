import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import {
  busyRetryDelayMs,
  createQueryClient,
  shouldRetryRead,
  shouldRetryWrite,
} from './query-client';

const busy = () =>
  new Response(
    JSON.stringify({ error: { code: 'OVERLOADED', message: 'Fleet is busy; try again.' } }),
    { status: 503, headers: { 'Retry-After': '0' } },
  );
const ok = () => new Response(JSON.stringify({ fine: true }), { status: 200 });
const refused = () =>
  new Response(JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'No.' } }), {
    status: 400,
  });

const read = () => apiRequest('/thing', { parse: (body) => body });

describe('reads against a busy server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tries a read again after the 503 the busy server answered, at the time it asked', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(busy());
    fetch.mockResolvedValue(ok());
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['thing'], queryFn: read })).resolves.toEqual({
      fine: true,
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shows any other failure at once, and repeats a write only when it was shed', async () => {
    const fetch = vi.fn(async () => refused());
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['refused'], queryFn: read })).rejects.toThrow(
      'No.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    // Shed (503 OVERLOADED, answered before any route ran): sent again until it goes through.
    fetch.mockReset();
    fetch.mockResolvedValueOnce(busy()).mockResolvedValue(ok());
    const write = client.getMutationCache().build(client, { mutationFn: read });
    await expect(write.execute(undefined)).resolves.toEqual({ fine: true });
    expect(fetch).toHaveBeenCalledTimes(2);

    // Any other 503 may have done something: shown at once.
    fetch.mockReset();
    fetch.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Down.' } }), {
        status: 503,
      }),
    );
    const other = client.getMutationCache().build(client, { mutationFn: read });
    await expect(other.execute(undefined)).rejects.toThrow('Down.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after a few tries, waiting what the server asked (capped) or backing off', () => {
    const shed = new ApiError({
      status: 503,
      code: 'OVERLOADED',
      message: 'busy',
      retryAfterSeconds: 30,
    });
    expect(shouldRetryRead(2, shed)).toBe(true);
    expect(shouldRetryRead(3, shed)).toBe(false);
    expect(busyRetryDelayMs(0, shed)).toBe(10_000);
    expect(shouldRetryRead(0, { status: 503 })).toBe(false); // not an answer of the API
    expect(shouldRetryWrite(0, shed)).toBe(true);
    expect(shouldRetryWrite(3, shed)).toBe(false);
    expect(busyRetryDelayMs(0, new Error('x'))).toBe(1000);
    expect(busyRetryDelayMs(2, new Error('x'))).toBe(4000);
  });
});
