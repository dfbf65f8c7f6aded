import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTableState, writeTableState, type TrackerTableState } from '../model/tracker-table';

/** The table's search, filter and page, kept in the URL (replacing the entry, not adding). */
export function useTrackerTableState(): [
  TrackerTableState,
  (changes: Partial<TrackerTableState>) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params), [params]);
  const update = useCallback(
    (changes: Partial<TrackerTableState>) => {
      setParams((current) => writeTableState({ ...readTableState(current), ...changes }), {
        replace: true,
      });
    },
    [setParams],
  );
  return [state, update];
}
