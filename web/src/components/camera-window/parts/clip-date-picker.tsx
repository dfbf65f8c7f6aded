// Mantine's date components bring one stylesheet for all of them: it comes with the camera
// window's lazy chunk (camera-window-provider.tsx), never with the sign-in page or the map.
import '@mantine/dates/styles.layer.css';
import { useMemo } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { CLIP_DATE_FORMAT, clipCalendar, formatClipDate } from '../model/clips';
import type { CameraWindowController, CameraWindowView } from '../model/window-controller';

/** The calendar header's controls, named for screen readers (Mantine leaves them unnamed). */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

interface ClipDatePickerProps {
  view: CameraWindowView;
  controller: CameraWindowController;
}

/**
 * spec 1 §2 history mode: a calendar where only the dates with clips (where the company is) can
 * be chosen, from the first to the last of them, opening at the month of the date shown.
 */
export function ClipDatePicker({ view, controller }: ClipDatePickerProps) {
  const { clips, timeZone, date } = view;
  const calendar = useMemo(() => clipCalendar(clips, timeZone), [clips, timeZone]);
  const isLoading = view.journal === 'loading';
  const canChoose = !isLoading && calendar !== null;
  return (
    <DatePickerInput
      size="xs"
      label="Date"
      valueFormat={CLIP_DATE_FORMAT}
      value={canChoose && date !== null && calendar.hasClips(date) ? date : null}
      minDate={calendar?.minDate}
      maxDate={calendar?.maxDate}
      excludeDate={(day) => calendar?.hasClips(day) !== true}
      // The calendar opens at the shown date's month (its value); without one, at the latest.
      defaultDate={calendar?.maxDate}
      getDayAriaLabel={formatClipDate}
      ariaLabels={CALENDAR_LABELS}
      // US calendars start their weeks on Sunday, as the spec's dates are written US-style.
      firstDayOfWeek={0}
      disabled={!canChoose}
      placeholder={isLoading ? 'Loading clips…' : 'No clips recorded'}
      onChange={(value) => value !== null && controller.chooseDate(value)}
    />
  );
}
