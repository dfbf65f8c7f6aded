import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type MapFilterSelection } from '@fleet/domain';
import { readMapUrlState, withFilters, withSearchText } from '../model/url-state';

/** Search text and filters, read from and written to the URL (replacing, not pushing). */
export function useMapUrlState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readMapUrlState(params), [params]);

  const setSearchText = useCallback(
    (text: string) => {
      void setParams((current) => withSearchText(current, text), { replace: true });
    },
    [setParams],
  );
  const setFilters = useCallback(
    (selection: MapFilterSelection) => {
      void setParams((current) => withFilters(current, selection), { replace: true });
    },
    [setParams],
  );

  // One update for both: two in a row would each start from the same old parameters.
  const clearSearchAndFilters = useCallback(() => {
    void setParams((current) => withFilters(withSearchText(current, ''), {}), { replace: true });
  }, [setParams]);

  return { ...state, setSearchText, setFilters, clearSearchAndFilters };
}
