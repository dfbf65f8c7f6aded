import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardWindow } from '@fleet/domain';
import { readWindow, withWindow, type WindowParam } from '../model/window-param';

/** A tile's 7 / 30 days choice, read from and written to the URL (replacing, not pushing). */
export function useWindowParam(name: WindowParam): [DashboardWindow, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const days = readWindow(params.get(name));
  const setDays = useCallback(
    (text: string) => {
      void setParams((current) => withWindow(current, name, readWindow(text)), { replace: true });
    },
    [name, setParams],
  );
  return [days, setDays];
}
