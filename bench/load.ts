import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

/** Requests per second of one GET with a load generator from npm (autocannon). */
export async function measure(
  url: string,
  headers: Record<string, string> = {},
  seconds = 8,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: 32,
    duration: seconds,
    pipelining: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
