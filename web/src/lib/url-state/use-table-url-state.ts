import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeUrlState,
  readUrlState,
  writeUrlState,
  type UrlState,
  type UrlStateSchema,
} from './table-url-state';

/**
 * A table's state (search, filters, sort, page) kept in the hash route's search parameters, so a
 * reload, Back or a shared link shows the same rows. Each parameter is checked by its schema; a
 * hand-edited URL falls back to the defaults instead of breaking the page. Changes replace the
 * history entry: typing a search is not twenty steps of Back. Keep `schema` and `defaults` at
 * module scope.
 */
export function useTableUrlState<S extends UrlStateSchema>(
  schema: S,
  defaults: UrlState<S>,
): [UrlState<S>, (changes: Partial<UrlState<S>>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUrlState(params, schema, defaults), [params, schema, defaults]);
  const update = useCallback(
    (changes: Partial<UrlState<S>>) => {
      setParams(
        (current) => {
          const next = changeUrlState(readUrlState(current, schema, defaults), changes, defaults);
          return writeUrlState(current, schema, defaults, next);
        },
        { replace: true },
      );
    },
    [setParams, schema, defaults],
  );
  return [state, update];
}
