import { SegmentedControl } from '@mantine/core';
import type { DashboardWindow } from '@fleet/domain';
import { WINDOW_CHOICES } from '../model/window-param';

/** The 7 / 30 days switch of a windowed tile. */
export function WindowControl({
  label,
  days,
  onChange,
}: {
  label: string;
  days: DashboardWindow;
  onChange: (value: string) => void;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      size="xs"
      data={WINDOW_CHOICES}
      value={String(days)}
      onChange={onChange}
    />
  );
}
