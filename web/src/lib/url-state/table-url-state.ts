import { z } from 'zod';

/**
 * A table's state in the URL (search, filters, sort, page): one zod schema per parameter, each
 * reading the parameter's text. Parameters are read one by one, so a hand-edited `page=-2`
 * falls back to its default and leaves the search and the sort as they were.
 */
export type UrlStateSchema = z.ZodObject<Record<string, z.ZodType>>;

export type UrlState<S extends UrlStateSchema> = z.output<S>;

/** Free text (a search box); capped so a pasted novel does not end up in every link. */
export const textParam = (maxLength = 200) => z.string().max(maxLength);

/** One of a few words (a filter's options). */
export const oneOfParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values);

/** A 1-based page number, as the pagination shows it. */
export const pageParam = () => z.coerce.number().int().min(1).max(1_000_000);

/** spec 1 §9: tables page 10, 20 or 30 rows, 10 by default. */
export const TABLE_PAGE_SIZES = [10, 20, 30] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];

/** The page size a table control chose, if it is one of the allowed sizes. */
export const tablePageSize = (size: number): TablePageSize | undefined =>
  TABLE_PAGE_SIZES.find((allowed) => allowed === size);

/** One of the allowed page sizes (spec 1 §9: 10, 20 or 30). */
export const pageSizeParam = <const T extends readonly [number, ...number[]]>(sizes: T) =>
  z.coerce.number().pipe(z.literal(sizes));

/** A sort on one column, written `column.asc` or `column.desc`. */
export function sortParam<const Id extends string>(columnIds: readonly [Id, ...Id[]]) {
  return z.codec(z.string(), z.object({ id: z.enum(columnIds), desc: z.boolean() }), {
    decode: (text, ctx) => {
      const match = /^(.+)\.(asc|desc)$/.exec(text);
      if (!match?.[1]) {
        ctx.issues.push({ code: 'custom', message: 'Write the sort as column.asc', input: text });
        return z.NEVER;
      }
      // An unknown column fails the output schema: the default sort stays.
      return { id: match[1] as Id, desc: match[2] === 'desc' };
    },
    encode: (sort) => `${sort.id}.${sort.desc ? 'desc' : 'asc'}`,
  });
}

/** Reads every parameter of the schema; a missing or unreadable one keeps its default. */
export function readUrlState<S extends UrlStateSchema>(
  params: URLSearchParams,
  schema: S,
  defaults: UrlState<S>,
): UrlState<S> {
  const state: Record<string, unknown> = { ...defaults };
  for (const [key, param] of Object.entries(schema.shape)) {
    const text = params.get(key);
    if (text === null) continue;
    const parsed = param.safeParse(text);
    if (parsed.success) state[key] = parsed.data;
  }
  return state as UrlState<S>;
}

function encodeParam(param: z.ZodType, value: unknown): string {
  return String(z.encode(param, value));
}

/**
 * The parameters of a state. Defaults are left out so the plain page has a plain URL; a
 * parameter of the URL the schema does not know (another part of the page's) is kept.
 */
export function writeUrlState<S extends UrlStateSchema>(
  current: URLSearchParams,
  schema: S,
  defaults: UrlState<S>,
  state: UrlState<S>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const values: Record<string, unknown> = state;
  const fallbacks: Record<string, unknown> = defaults;
  for (const [key, param] of Object.entries(schema.shape)) {
    const text = encodeParam(param, values[key]);
    if (text === encodeParam(param, fallbacks[key])) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

/**
 * The state after a change. A change to anything but the page (the search, a filter, the sort,
 * the page size) goes back to the first page: the page the person was on means nothing any more.
 */
export function changeUrlState<S extends UrlStateSchema>(
  state: UrlState<S>,
  changes: Partial<UrlState<S>>,
  defaults: UrlState<S>,
): UrlState<S> {
  const hasPage = 'page' in defaults;
  const next: Record<string, unknown> = { ...state, ...changes };
  if (hasPage && !('page' in changes)) next.page = (defaults as Record<string, unknown>).page;
  return next as UrlState<S>;
}
