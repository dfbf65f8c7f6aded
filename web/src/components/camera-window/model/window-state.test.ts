import { describe, expect, it } from 'vitest';
import { CAMERA_WINDOW_MESSAGES, type CameraClip, type EventClip } from '@fleet/domain';
import {
  initialWindowState,
  isPlaying,
  playbackPosition,
  step,
  type WindowEvent,
  type WindowState,
} from './window-state';

const ZONE = 'America/Chicago';
const stream = {} as MediaStream;
const clip: CameraClip = {
  availableFeeds: ['outside', 'inside'],
  startTimestamp: Date.parse('2026-03-02T15:00:00Z'),
  endTimestamp: Date.parse('2026-03-02T15:10:00Z'),
};
const otherDayClip: CameraClip = {
  availableFeeds: ['outside', 'inside'],
  startTimestamp: Date.parse('2026-03-04T15:00:00Z'),
  endTimestamp: Date.parse('2026-03-04T15:05:00Z'),
};

/** The state after the events, from a fresh window. */
function after(...events: WindowEvent[]): WindowState {
  return events.reduce((state, event) => step(state, event).state, initialWindowState(ZONE));
}

const toHistory: WindowEvent[] = [
  { type: 'feed-type-set', feedType: 'history' },
  { type: 'journal-loaded', clips: [clip, otherDayClip] },
];

describe('live', () => {
  it('starts live from idle and clears the error', () => {
    const failed = after({ type: 'start-live' }, { type: 'session-failed', message: 'x', atMs: 0 });
    const { state, effects } = step(failed, { type: 'start-live' });
    expect(state.phase).toBe('starting');
    expect(state.error).toBeNull();
    expect(effects).toEqual([
      { type: 'end-session' },
      { type: 'start-session', request: { kind: 'live', feed: 'outside' } },
    ]);
  });

  it('starts nothing while a session is on', () => {
    expect(step(after({ type: 'start-live' }), { type: 'start-live' }).effects).toEqual([]);
  });

  it('a stream start sets streaming; any error stops it and shows its message', () => {
    const streaming = after({ type: 'start-live' }, { type: 'session-started', stream, atMs: 5 });
    expect(streaming).toMatchObject({ phase: 'streaming', stream, error: null });
    const { state, effects } = step(streaming, {
      type: 'session-failed',
      message: 'Inside camera mode is off.',
      atMs: 9,
    });
    expect(state).toMatchObject({
      phase: 'idle',
      stream: null,
      error: 'Inside camera mode is off.',
    });
    expect(effects).toEqual([{ type: 'end-session' }]);
  });

  it("the camera's bye ends the session without another bye", () => {
    const streaming = after({ type: 'start-live' }, { type: 'session-started', stream, atMs: 5 });
    const { state, effects } = step(streaming, { type: 'session-ended', atMs: 6 });
    expect(state.phase).toBe('idle');
    expect(effects).toEqual([]);
  });
});

describe('toggles', () => {
  it('switching to history ends the session and fetches the journal', () => {
    const streaming = after({ type: 'start-live' }, { type: 'session-started', stream, atMs: 5 });
    const { state, effects } = step(streaming, { type: 'feed-type-set', feedType: 'history' });
    expect(state).toMatchObject({ feedType: 'history', phase: 'idle', journal: 'loading' });
    expect(effects).toEqual([{ type: 'end-session' }, { type: 'load-journal' }]);
  });

  it('switching to live ends the session and waits for Start Live Stream', () => {
    const playing = after(...toHistory, { type: 'clip-chosen', clip });
    const { state, effects } = step(playing, { type: 'feed-type-set', feedType: 'live' });
    expect(state).toMatchObject({ feedType: 'live', phase: 'idle', clip: null });
    expect(effects).toEqual([{ type: 'end-session' }]);
  });

  it('a camera toggle while live streams sends configure, then restarts live', () => {
    const streaming = after({ type: 'start-live' }, { type: 'session-started', stream, atMs: 5 });
    const { state, effects } = step(streaming, { type: 'feed-set', feed: 'inside', atMs: 6 });
    expect(state).toMatchObject({ feed: 'inside', phase: 'starting' });
    expect(effects).toEqual([
      { type: 'end-session' },
      { type: 'configure', feed: 'inside' },
      { type: 'start-session', request: { kind: 'live', feed: 'inside' } },
    ]);
  });

  it('a camera toggle while idle only configures', () => {
    const { state, effects } = step(after(), { type: 'feed-set', feed: 'inside', atMs: 1 });
    expect(state).toMatchObject({ feed: 'inside', phase: 'idle' });
    expect(effects).toEqual([{ type: 'end-session' }, { type: 'configure', feed: 'inside' }]);
  });

  it('a camera toggle in history reloads it and plays on from the same moment', () => {
    const playing = after(
      ...toHistory,
      { type: 'clip-chosen', clip },
      { type: 'session-started', stream, atMs: 1_000 },
    );
    const { state, effects } = step(playing, { type: 'feed-set', feed: 'inside', atMs: 31_000 });
    const heldAt = clip.startTimestamp + 30_000;
    expect(state).toMatchObject({ feed: 'inside', phase: 'starting', playFromMs: heldAt });
    expect(effects).toEqual([
      { type: 'end-session' },
      { type: 'configure', feed: 'inside' },
      { type: 'load-journal' },
      { type: 'start-session', request: { kind: 'history', feed: 'inside', startMs: heldAt } },
    ]);
  });

  it('the same value again does nothing', () => {
    expect(step(after(), { type: 'feed-type-set', feedType: 'live' }).effects).toEqual([]);
    expect(step(after(), { type: 'feed-set', feed: 'outside', atMs: 0 }).effects).toEqual([]);
  });
});

describe('history', () => {
  it('moves to the latest date with clips when the date has none', () => {
    expect(after(...toHistory).date).toBe('2026-03-04');
    const onFirst = after(...toHistory, { type: 'date-chosen', date: '2026-03-02' });
    const reloaded = step(
      { ...onFirst, journal: 'loading' },
      { type: 'journal-loaded', clips: [clip] },
    ).state;
    expect(reloaded.date).toBe('2026-03-02');
    const gone = step(
      { ...onFirst, journal: 'loading' },
      { type: 'journal-loaded', clips: [otherDayClip] },
    );
    expect(gone.state.date).toBe('2026-03-04');
  });

  it('ignores a journal that arrives after going back to live', () => {
    const live = after(
      { type: 'feed-type-set', feedType: 'history' },
      { type: 'feed-type-set', feedType: 'live' },
    );
    expect(step(live, { type: 'journal-failed', message: 'x' }).state.error).toBeNull();
  });

  it('selecting a clip ends the session and starts history at its start', () => {
    const { state, effects } = step(after(...toHistory), { type: 'clip-chosen', clip });
    expect(state).toMatchObject({ clip, phase: 'starting', playFromMs: clip.startTimestamp });
    expect(isPlaying(state)).toBe(true);
    expect(effects).toEqual([
      { type: 'end-session' },
      {
        type: 'start-session',
        request: { kind: 'history', feed: 'outside', startMs: clip.startTimestamp },
      },
    ]);
  });

  it('the position moves while it plays and holds where it was paused', () => {
    const playing = after(
      ...toHistory,
      { type: 'clip-chosen', clip },
      { type: 'session-started', stream, atMs: 1_000 },
    );
    expect(playbackPosition(playing, 11_000)).toBe(clip.startTimestamp + 10_000);
    // Never past the clip's end.
    expect(playbackPosition(playing, 10_000_000)).toBe(clip.endTimestamp);
    const { state, effects } = step(playing, { type: 'pause', atMs: 21_000 });
    expect(effects).toEqual([{ type: 'end-session' }]);
    expect(isPlaying(state)).toBe(false);
    expect(playbackPosition(state, 99_000)).toBe(clip.startTimestamp + 20_000);
    expect(step(state, { type: 'play' }).effects[1]).toEqual({
      type: 'start-session',
      request: { kind: 'history', feed: 'outside', startMs: clip.startTimestamp + 20_000 },
    });
  });

  it('pauses at the clip end, and plays it again from its start', () => {
    const playing = after(
      ...toHistory,
      { type: 'clip-chosen', clip },
      { type: 'session-started', stream, atMs: 0 },
    );
    const ended = step(playing, { type: 'clip-ended' });
    expect(ended.effects).toEqual([{ type: 'end-session' }]);
    expect(ended.state.playFromMs).toBe(clip.endTimestamp);
    expect(step(ended.state, { type: 'play' }).state.playFromMs).toBe(clip.startTimestamp);
  });

  it('play and pause are for history only', () => {
    const live = after({ type: 'start-live' });
    expect(step(live, { type: 'pause', atMs: 0 }).effects).toEqual([]);
    expect(step(after(), { type: 'play' }).effects).toEqual([]);
  });

  it('dragging the slider marks it updating; release restarts history there', () => {
    const playing = after(...toHistory, { type: 'clip-chosen', clip });
    const dragging = step(playing, {
      type: 'seek',
      positionMs: clip.startTimestamp + 60_000,
    }).state;
    expect(dragging.seekMs).toBe(clip.startTimestamp + 60_000);
    expect(playbackPosition(dragging, 0)).toBe(clip.startTimestamp + 60_000);
    const { state, effects } = step(dragging, {
      type: 'seek-end',
      positionMs: clip.startTimestamp + 90_000,
    });
    expect(state.seekMs).toBeNull();
    expect(effects[1]).toEqual({
      type: 'start-session',
      request: { kind: 'history', feed: 'outside', startMs: clip.startTimestamp + 90_000 },
    });
  });

  it('choosing another date ends the session and clears the clip', () => {
    const playing = after(...toHistory, { type: 'clip-chosen', clip });
    const { state, effects } = step(playing, { type: 'date-chosen', date: '2026-03-02' });
    expect(state).toMatchObject({ clip: null, phase: 'idle' });
    expect(effects).toEqual([{ type: 'end-session' }]);
  });
});

describe('retry', () => {
  it('ends the session and starts live again', () => {
    const failed = after({ type: 'start-live' }, { type: 'session-failed', message: 'x', atMs: 0 });
    const { state, effects } = step(failed, { type: 'retry', atMs: 1 });
    expect(state).toMatchObject({ error: null, phase: 'starting' });
    expect(effects.map((e) => e.type)).toEqual(['end-session', 'start-session']);
  });

  it('fetches the journal again when it had failed', () => {
    const failed = after(
      { type: 'feed-type-set', feedType: 'history' },
      { type: 'journal-failed', message: 'x' },
    );
    expect(failed.error).toBe('x');
    const { state, effects } = step(failed, { type: 'retry', atMs: 1 });
    expect(state).toMatchObject({ error: null, journal: 'loading' });
    expect(effects).toEqual([{ type: 'load-journal' }]);
  });

  it('plays history again from where it had failed', () => {
    const failed = after(
      ...toHistory,
      { type: 'clip-chosen', clip },
      { type: 'session-started', stream, atMs: 0 },
      { type: 'session-failed', message: 'x', atMs: 5_000 },
    );
    expect(step(failed, { type: 'retry', atMs: 9_000 }).effects[1]).toEqual({
      type: 'start-session',
      request: { kind: 'history', feed: 'outside', startMs: clip.startTimestamp + 5_000 },
    });
  });
});

describe('opened at an event’s clip', () => {
  // A hard braking 2 minutes into the 2nd's recording: its clip runs 10 s either side.
  const moment = clip.startTimestamp + 120_000;
  const wanted: EventClip = {
    startTimestamp: moment - 10_000,
    endTimestamp: moment + 10_000,
    eventTimestamp: moment,
  };
  const requested: WindowEvent = { type: 'clip-requested', clip: wanted };

  it('goes to history on the event’s date and loads the journal', () => {
    const { state, effects } = step(after({ type: 'start-live' }), requested);
    expect(state).toMatchObject({
      feedType: 'history',
      date: '2026-03-02',
      journal: 'loading',
      phase: 'idle',
      clip: null,
      wantedClip: wanted,
    });
    expect(effects).toEqual([{ type: 'end-session' }, { type: 'load-journal' }]);
  });

  it('selects the recording holding the moment and plays from the clip’s start', () => {
    const loading = after(requested);
    const { state, effects } = step(loading, {
      type: 'journal-loaded',
      clips: [otherDayClip, clip],
    });
    expect(state).toMatchObject({
      journal: 'ready',
      date: '2026-03-02',
      clip,
      phase: 'starting',
      playFromMs: wanted.startTimestamp,
      wantedClip: null,
    });
    expect(effects).toEqual([
      { type: 'end-session' },
      {
        type: 'start-session',
        request: { kind: 'history', feed: 'outside', startMs: wanted.startTimestamp },
      },
    ]);
    // The slider stands at the clip's start within the recording, not at the recording's start.
    expect(playbackPosition(state, 0)).toBe(wanted.startTimestamp);
  });

  it('never starts before the recording does', () => {
    const early: EventClip = { ...wanted, startTimestamp: clip.startTimestamp - 5_000 };
    const { state } = step(after({ type: 'clip-requested', clip: early }), {
      type: 'journal-loaded',
      clips: [clip],
    });
    expect(state.playFromMs).toBe(clip.startTimestamp);
  });

  it('says the camera no longer has the clip, and shows the latest date it has', () => {
    const { state, effects } = step(after(requested), {
      type: 'journal-loaded',
      clips: [otherDayClip],
    });
    expect(state).toMatchObject({
      journal: 'ready',
      date: '2026-03-04',
      clip: null,
      phase: 'idle',
      error: CAMERA_WINDOW_MESSAGES.clipGone,
      wantedClip: null,
    });
    expect(effects).toEqual([]);
  });

  it('tries again for the clip when the journal had failed', () => {
    const failed = after(requested, { type: 'journal-failed', message: 'x' });
    const retried = step(failed, { type: 'retry', atMs: 1 });
    expect(retried.effects).toEqual([{ type: 'load-journal' }]);
    const { state } = step(retried.state, { type: 'journal-loaded', clips: [clip] });
    expect(state).toMatchObject({ clip, phase: 'starting', playFromMs: wanted.startTimestamp });
  });

  it('forgets the clip when the person goes back to live before the journal came', () => {
    const live = after(requested, { type: 'feed-type-set', feedType: 'live' });
    expect(live.wantedClip).toBeNull();
    const again = after(
      requested,
      { type: 'feed-type-set', feedType: 'live' },
      { type: 'feed-type-set', feedType: 'history' },
      { type: 'journal-loaded', clips: [clip, otherDayClip] },
    );
    expect(again).toMatchObject({ clip: null, phase: 'idle', date: '2026-03-02' });
  });
});
