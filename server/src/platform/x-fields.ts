import type { FastifyRequest } from 'fastify';
import { applyFieldMask, parseFieldMask, type FieldMask } from '@fleet/domain';
import { badRequest } from './errors';

/**
 * Applies the `X-Fields` header (spec 1 §7) to a payload whose keys are `allowed`.
 * Unknown names are a 400 so a typo is not silently answered with nothing.
 */
export function selectFields<T extends object>(
  request: FastifyRequest,
  payload: T[],
  allowed: readonly string[],
): Partial<T>[];
export function selectFields<T extends object>(
  request: FastifyRequest,
  payload: T,
  allowed: readonly string[],
): Partial<T>;
export function selectFields<T extends object>(
  request: FastifyRequest,
  payload: T | T[],
  allowed: readonly string[],
): Partial<T> | Partial<T>[] {
  const header = request.headers['x-fields'];
  if (typeof header !== 'string' || header.trim() === '' || header.trim() === '*') return payload;
  let mask: FieldMask;
  try {
    mask = parseFieldMask(header);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
  const unknown = [...mask.keys()].filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    throw badRequest(
      `X-Fields names unknown field(s): ${unknown.join(', ')}. Known: ${allowed.join(', ')}`,
    );
  }
  return applyFieldMask(payload, mask) as Partial<T> | Partial<T>[];
}
