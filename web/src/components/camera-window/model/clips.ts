/** spec 1 §2, §4: the history controls' choices: dates that have clips, and each date's clips. */
import dayjs from 'dayjs';
import type { CameraClip, EventClip } from '@fleet/domain';
import { DATE_PARAM_FORMAT, inZone } from '../../../lib/company-days';
import { formatClipLength } from './clip-time';

/** spec 1 §2: the date picker's format. */
export const CLIP_DATE_FORMAT = 'MMMM D, YYYY';

/** A clip's start as its option shows it, to the second (clips can start a minute apart). */
const CLIP_START_FORMAT = 'h:mm:ss A';

export interface ClipChoice {
  value: string;
  label: string;
}

/** The company's calendar date (YYYY-MM-DD) of a moment (epoch ms). */
export function momentDate(epochMs: number, timeZone: string): string {
  return inZone(dayjs(epochMs), timeZone).format(DATE_PARAM_FORMAT);
}

/** The company's calendar date (YYYY-MM-DD) a clip starts on. */
export function clipDate(clip: CameraClip, timeZone: string): string {
  return momentDate(clip.startTimestamp, timeZone);
}

/**
 * The recording that holds an event's moment; failing that, one that overlaps the event's clip
 * (the moment fell in a gap between two files); null when the camera no longer has any of it.
 */
export function clipHolding(clips: readonly CameraClip[], wanted: EventClip): CameraClip | null {
  const moment = wanted.eventTimestamp;
  return (
    clips.find((clip) => clip.startTimestamp <= moment && moment <= clip.endTimestamp) ??
    clips.find(
      (clip) =>
        clip.startTimestamp <= wanted.endTimestamp && wanted.startTimestamp <= clip.endTimestamp,
    ) ??
    null
  );
}

/** Every date with at least one clip, oldest first. */
export function datesWithClips(clips: readonly CameraClip[], timeZone: string): string[] {
  return [...new Set(clips.map((clip) => clipDate(clip, timeZone)))].sort();
}

/** The date to show: the chosen one if it has clips, otherwise the latest date that has (§4). */
export function resolveClipDate(selected: string | null, dates: readonly string[]): string | null {
  if (selected !== null && dates.includes(selected)) return selected;
  return dates.at(-1) ?? null;
}

/** A date's clips in the order they were recorded. */
export function clipsOn(
  date: string,
  clips: readonly CameraClip[],
  timeZone: string,
): CameraClip[] {
  return clips
    .filter((clip) => clipDate(clip, timeZone) === date)
    .sort((a, b) => a.startTimestamp - b.startTimestamp);
}

/**
 * The date picker's calendar: only dates with clips can be chosen (spec 1 §2), and it runs from
 * the first to the last of them.
 */
export interface ClipCalendar {
  /** The first and the last date with clips (YYYY-MM-DD): the calendar's bounds. */
  minDate: string;
  maxDate: string;
  /** Whether a calendar day (YYYY-MM-DD) has clips; every other day is disabled. */
  hasClips: (day: string) => boolean;
}

/**
 * The calendar of a camera's clips, each on the company's date; null without any clip.
 * Mantine's calendar names its days 'YYYY-MM-DD' on the browser's calendar, and a clip's date is
 * on the company's: both are plain dates, compared as strings and never turned back into a
 * moment, so a browser in another zone than the company's cannot move a clip's day.
 */
export function clipCalendar(clips: readonly CameraClip[], timeZone: string): ClipCalendar | null {
  const dates = datesWithClips(clips, timeZone);
  const [minDate] = dates;
  const maxDate = dates.at(-1);
  if (minDate === undefined || maxDate === undefined) return null;
  const withClips = new Set(dates);
  return { minDate, maxDate, hasClips: (day) => withClips.has(day) };
}

/** A date (YYYY-MM-DD) as the date picker shows it, 'MMMM D, YYYY': a plain date, no zone. */
export function formatClipDate(date: string): string {
  return dayjs(date).format(CLIP_DATE_FORMAT);
}

/** The clip selector's options: start time where the company is, and the clip's length. */
export function clipChoices(clips: readonly CameraClip[], timeZone: string): ClipChoice[] {
  return clips.map((clip) => ({
    value: String(clip.startTimestamp),
    label: `${inZone(dayjs(clip.startTimestamp), timeZone).format(CLIP_START_FORMAT)} (${formatClipLength(clip.endTimestamp - clip.startTimestamp)})`,
  }));
}

/** The clip an option stands for. */
export function clipOfChoice(value: string, clips: readonly CameraClip[]): CameraClip | null {
  return clips.find((clip) => String(clip.startTimestamp) === value) ?? null;
}
