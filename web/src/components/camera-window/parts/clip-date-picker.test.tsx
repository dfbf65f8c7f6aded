// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CameraClip } from '@fleet/domain';
import { createTestRoot } from '../../../lib/testing/render';
import type { CameraWindowController, CameraWindowView } from '../model/window-controller';
import { initialWindowState, type JournalStatus } from '../model/window-state';
import { ClipDatePicker } from './clip-date-picker';

const clip = (start: string, end: string): CameraClip => ({
  availableFeeds: ['outside'],
  startTimestamp: Date.parse(start),
  endTimestamp: Date.parse(end),
});
// 03:00 UTC on March 2nd and 20:00 UTC on March 4th, 2026.
const clips = [
  clip('2026-03-02T03:00:00Z', '2026-03-02T03:20:00Z'),
  clip('2026-03-04T20:00:00Z', '2026-03-04T20:05:00Z'),
];

function viewOf(
  timeZone: string,
  overrides: { journal?: JournalStatus; clips?: CameraClip[]; date?: string | null },
): CameraWindowView {
  return {
    ...initialWindowState(timeZone),
    feedType: 'history',
    journal: 'ready',
    clips,
    ...overrides,
    shownFeedType: 'history',
    shownFeed: 'outside',
  };
}

function fakeController() {
  const nothing = () => undefined;
  return {
    getView: () => viewOf('UTC', {}),
    subscribe: () => nothing,
    startLive: nothing,
    chooseFeedType: nothing,
    chooseFeed: nothing,
    chooseDate: vi.fn<(date: string) => void>(),
    chooseClip: nothing,
    openClip: nothing,
    play: nothing,
    pause: nothing,
    seek: nothing,
    seekEnd: nothing,
    retry: nothing,
    dispose: nothing,
  } satisfies CameraWindowController;
}

// No transitions: the calendar is there as soon as it is opened, not after an animation.
const root = createTestRoot({
  components: { Popover: { defaultProps: { transitionProps: { duration: 0 } } } },
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const input = () => document.querySelector<HTMLButtonElement>('button[data-dates-input]');
const day = (label: string) =>
  document.querySelector<HTMLButtonElement>(`[data-dates-dropdown] button[aria-label="${label}"]`);

function openCalendar(): void {
  act(() => input()?.click());
}

describe('the clip date picker', () => {
  // The browser's zone on the other side of UTC from the company's: the days must be the
  // company's all the same (Mantine names the calendar's days on the browser's calendar).
  it.each([
    {
      company: 'Pacific/Auckland',
      browser: 'America/Los_Angeles',
      withClips: ['March 2, 2026', 'March 5, 2026'],
      without: ['March 1, 2026', 'March 3, 2026', 'March 4, 2026'],
      chosen: '2026-03-05',
      pick: ['March 2, 2026', '2026-03-02'],
    },
    {
      company: 'America/Los_Angeles',
      browser: 'Asia/Tokyo',
      withClips: ['March 1, 2026', 'March 4, 2026'],
      without: ['March 2, 2026', 'March 3, 2026', 'March 5, 2026'],
      chosen: '2026-03-04',
      pick: ['March 1, 2026', '2026-03-01'],
    },
  ])(
    'enables only the $company days with clips, in a browser in $browser',
    ({ company, browser, withClips, without, chosen, pick }) => {
      vi.stubEnv('TZ', browser);
      const controller = fakeController();
      root.render(
        <ClipDatePicker view={viewOf(company, { date: chosen })} controller={controller} />,
      );
      expect(input()?.textContent).toBe(withClips[1]);
      openCalendar();
      // The calendar opens at the chosen date's month, the chosen day selected.
      expect(day(withClips[1] ?? '')?.hasAttribute('data-selected')).toBe(true);
      for (const label of withClips) expect(day(label)?.disabled, label).toBe(false);
      for (const label of without) expect(day(label)?.disabled, label).toBe(true);
      // Past the last date with clips.
      expect(day('March 20, 2026')?.disabled).toBe(true);
      const [label = '', value] = pick;
      act(() => day(label)?.click());
      expect(controller.chooseDate).toHaveBeenCalledExactlyOnceWith(value);
    },
  );

  it('is disabled with a placeholder while loading and without clips', () => {
    root.render(
      <ClipDatePicker
        view={viewOf('UTC', { journal: 'loading', clips: [], date: '2026-03-02' })}
        controller={fakeController()}
      />,
    );
    expect(input()?.disabled).toBe(true);
    expect(input()?.textContent).toBe('Loading clips…');
    root.render(
      <ClipDatePicker
        view={viewOf('UTC', { clips: [], date: null })}
        controller={fakeController()}
      />,
    );
    expect(input()?.disabled).toBe(true);
    expect(input()?.textContent).toBe('No clips recorded');
  });
});
