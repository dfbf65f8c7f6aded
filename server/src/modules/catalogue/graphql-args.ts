import { camelCase, renameKeys } from '../../graphql/zod-sdl';

/** Arguments of the catalogue's GraphQL operations, turned into what the REST schemas check. */
export type Args = Record<string, unknown>;
type Filter = { facetId: string; values: string[] };

export const camel = (value: object) => renameKeys(value as Record<string, unknown>, camelCase);
/** A REST query string's value: absent for null or undefined (GraphQL gives null). */
export const given = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
export const listOf = (values: unknown): string | undefined =>
  Array.isArray(values) ? values.join(',') : undefined;

export function filterValues(filters: unknown, facetId: string): string[] | undefined {
  if (!Array.isArray(filters)) return undefined;
  const values = (filters as Filter[])
    .filter((filter) => filter.facetId === facetId)
    .flatMap((filter) => filter.values);
  return values.length > 0 ? values : undefined;
}

export const defined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
