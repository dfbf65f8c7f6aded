import { type Position } from '@fleet/domain';

/**
 * What a parser hands the gateway: the fixes to store, or one sentence the gateway can send back
 * (and log) so whoever configures the tracker sees what to fix.
 */
export type ParseResult = { ok: true; positions: Position[] } | { ok: false; reason: string };

/** One field's outcome inside a parser: a value, or the sentence that refuses the request. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

export function accept<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

export function refuse(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}
