import { type Position } from '@fleet/domain';
import { type OsmandQueryParams } from './parse-query';
import { type ParseResult } from './parse-result';

/** When the gateway received the request in these tests: 2026-11-22 10:05 UTC. */
export const RECEIVED_AT = Date.UTC(2026, 10, 22, 10, 5);

/** The params a request's query string decodes to, repeated keys as lists (as Fastify does). */
export function queryOf(url: string): OsmandQueryParams {
  const params: OsmandQueryParams = {};
  const search = new URL(url, 'http://gateway.test').searchParams;
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    params[key] = values.length === 1 ? values[0] : values;
  }
  return params;
}

export function positionsOf(result: ParseResult): Position[] {
  if (!result.ok) throw new Error(`Expected positions, got refusal: ${result.reason}`);
  return result.positions;
}

export function onlyPosition(result: ParseResult): Position {
  const [position, ...rest] = positionsOf(result);
  if (position === undefined || rest.length > 0) throw new Error('Expected exactly one position');
  return position;
}

export function reasonOf(result: ParseResult): string {
  if (result.ok) throw new Error('Expected a refusal, got positions');
  return result.reason;
}
