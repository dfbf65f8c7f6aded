/**
 * The camera window's state machine (spec 1 §4 "Camera window"), pure: each event gives the next
 * state and the effects to run (session, journal), which the controller carries out. No clock,
 * no timers, no I/O: times arrive in the events.
 */
import {
  CAMERA_WINDOW_MESSAGES,
  type CameraClip,
  type CameraFeed,
  type EventClip,
} from '@fleet/domain';
import { clipDate, clipHolding, datesWithClips, momentDate, resolveClipDate } from './clips';

export type FeedType = 'live' | 'history';

/** idle: nothing asked of the camera; starting: asked, no video yet; streaming: video shows. */
export type SessionPhase = 'idle' | 'starting' | 'streaming';

export type SessionRequest =
  { kind: 'live'; feed: CameraFeed } | { kind: 'history'; feed: CameraFeed; startMs: number };

export type JournalStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface WindowState {
  timeZone: string;
  feedType: FeedType;
  feed: CameraFeed;
  phase: SessionPhase;
  error: string | null;
  stream: MediaStream | null;
  journal: JournalStatus;
  clips: CameraClip[];
  /** The date picker's date (YYYY-MM-DD where the company is). */
  date: string | null;
  clip: CameraClip | null;
  /** Where history plays from (epoch ms): the clip start, a seek, or where it was paused. */
  playFromMs: number | null;
  /** When the current video began (wall clock), so the playing position can be told. */
  streamingSinceMs: number | null;
  /** While the slider is dragged ("updating"), the position under the thumb. */
  seekMs: number | null;
  /**
   * An event's clip the window was opened at: played once the journal tells which recording
   * holds its moment, then cleared.
   */
  wantedClip: EventClip | null;
}

export type WindowEvent =
  | { type: 'start-live' }
  | { type: 'session-started'; stream: MediaStream; atMs: number }
  | { type: 'session-failed'; message: string; atMs: number }
  | { type: 'session-ended'; atMs: number }
  | { type: 'feed-type-set'; feedType: FeedType }
  | { type: 'feed-set'; feed: CameraFeed; atMs: number }
  | { type: 'journal-loaded'; clips: CameraClip[] }
  | { type: 'journal-failed'; message: string }
  | { type: 'date-chosen'; date: string }
  | { type: 'clip-chosen'; clip: CameraClip }
  | { type: 'clip-requested'; clip: EventClip }
  | { type: 'play' }
  | { type: 'pause'; atMs: number }
  | { type: 'seek'; positionMs: number }
  | { type: 'seek-end'; positionMs: number }
  | { type: 'clip-ended' }
  | { type: 'retry'; atMs: number };

export type WindowEffect =
  /** Say `bye` for the session in progress, if any, and drop its peer connection. */
  | { type: 'end-session' }
  | { type: 'start-session'; request: SessionRequest }
  | { type: 'configure'; feed: CameraFeed }
  | { type: 'load-journal' };

export interface Step {
  state: WindowState;
  effects: WindowEffect[];
}

export function initialWindowState(timeZone: string): WindowState {
  return {
    timeZone,
    feedType: 'live',
    feed: 'outside',
    phase: 'idle',
    error: null,
    stream: null,
    journal: 'idle',
    clips: [],
    date: null,
    clip: null,
    playFromMs: null,
    streamingSinceMs: null,
    seekMs: null,
    wantedClip: null,
  };
}

/** Where history is (epoch ms): under the dragged thumb, moving while it plays, else held. */
export function playbackPosition(state: WindowState, nowMs: number): number | null {
  const { clip } = state;
  if (clip === null) return null;
  if (state.seekMs !== null) return state.seekMs;
  const from = state.playFromMs ?? clip.startTimestamp;
  if (state.phase !== 'streaming' || state.streamingSinceMs === null) return from;
  return Math.min(clip.endTimestamp, from + Math.max(0, nowMs - state.streamingSinceMs));
}

/** Play/pause shows pause while history is asked for or playing (spec 1 §4: history only). */
export function isPlaying(state: WindowState): boolean {
  return state.feedType === 'history' && state.phase !== 'idle';
}

const unchanged = (state: WindowState): Step => ({ state, effects: [] });

/** The session is over: no video, and history holds where it had got to. */
function stopped(state: WindowState, atMs: number | null): WindowState {
  const held = atMs === null ? state.playFromMs : playbackPosition(state, atMs);
  return { ...state, phase: 'idle', stream: null, streamingSinceMs: null, playFromMs: held };
}

/** Ask for history from a position (a clip start, a seek, a resumed pause). */
function startHistory(state: WindowState, startMs: number): Step {
  return {
    state: {
      ...state,
      phase: 'starting',
      error: null,
      stream: null,
      streamingSinceMs: null,
      playFromMs: startMs,
      seekMs: null,
    },
    effects: [
      { type: 'end-session' },
      { type: 'start-session', request: { kind: 'history', feed: state.feed, startMs } },
    ],
  };
}

function startLive(state: WindowState): Step {
  return {
    state: { ...state, phase: 'starting', error: null, stream: null, streamingSinceMs: null },
    effects: [
      { type: 'end-session' },
      { type: 'start-session', request: { kind: 'live', feed: state.feed } },
    ],
  };
}

function loadJournal(state: WindowState): Step {
  return { state: { ...state, journal: 'loading' }, effects: [{ type: 'load-journal' }] };
}

/**
 * The journal is in while an event's clip was wanted: play the recording that holds its moment
 * from the clip's start, on that recording's date; or say the camera no longer has it.
 */
function playWantedClip(state: WindowState, wanted: EventClip, clips: CameraClip[]): Step {
  const loaded: WindowState = { ...state, journal: 'ready', clips, wantedClip: null };
  const found = clipHolding(clips, wanted);
  if (found === null) {
    const date = resolveClipDate(state.date, datesWithClips(clips, state.timeZone));
    const next = { ...loaded, date, clip: null, error: CAMERA_WINDOW_MESSAGES.clipGone };
    return { state: next, effects: [] };
  }
  const chosen: WindowState = { ...loaded, date: clipDate(found, state.timeZone), clip: found };
  return startHistory(chosen, Math.max(wanted.startTimestamp, found.startTimestamp));
}

/** Play resumes where it was held, or from the clip start once the clip has played out. */
function resumeFrom(state: WindowState, clip: CameraClip): number {
  const held = state.playFromMs;
  return held === null || held >= clip.endTimestamp || held < clip.startTimestamp
    ? clip.startTimestamp
    : held;
}

export function step(state: WindowState, event: WindowEvent): Step {
  switch (event.type) {
    case 'start-live':
      if (state.feedType !== 'live' || state.phase !== 'idle') return unchanged(state);
      return startLive(state);

    case 'session-started':
      // spec 1 §4: a stream start sets streaming and clears the error.
      return {
        state: {
          ...state,
          phase: 'streaming',
          error: null,
          stream: event.stream,
          streamingSinceMs: event.atMs,
        },
        effects: [],
      };

    case 'session-failed':
      // Any error stops streaming and shows its message.
      return {
        state: { ...stopped(state, event.atMs), error: event.message },
        effects: [{ type: 'end-session' }],
      };

    case 'session-ended':
      return { state: stopped(state, event.atMs), effects: [] };

    case 'feed-type-set': {
      if (event.feedType === state.feedType) return unchanged(state);
      // A toggle ends the session; history starts over from its journal.
      const next: WindowState = {
        ...stopped(state, null),
        feedType: event.feedType,
        error: null,
        journal: 'idle',
        clip: null,
        playFromMs: null,
        seekMs: null,
        wantedClip: null,
      };
      const ended: Step = { state: next, effects: [{ type: 'end-session' }] };
      if (event.feedType === 'live') return ended;
      const loading = loadJournal(next);
      return { state: loading.state, effects: [...ended.effects, ...loading.effects] };
    }

    case 'feed-set': {
      if (event.feed === state.feed) return unchanged(state);
      const wasActive = state.phase !== 'idle';
      const next: WindowState = { ...stopped(state, event.atMs), feed: event.feed, error: null };
      const effects: WindowEffect[] = [
        { type: 'end-session' },
        { type: 'configure', feed: event.feed },
      ];
      // Then live starts again if it was on; history reloads (and plays on if it was playing).
      if (state.feedType === 'live') {
        if (!wasActive) return { state: next, effects };
        const restarted = startLive(next);
        return { state: restarted.state, effects: [...effects, ...restarted.effects.slice(1)] };
      }
      const reloaded = loadJournal(next);
      effects.push(...reloaded.effects);
      if (!wasActive || next.clip === null) return { state: reloaded.state, effects };
      const replay = startHistory(reloaded.state, resumeFrom(reloaded.state, next.clip));
      return { state: replay.state, effects: [...effects, ...replay.effects.slice(1)] };
    }

    case 'journal-loaded': {
      // A late answer, after the person went back to live or asked again, is not shown.
      if (state.journal !== 'loading' || state.feedType !== 'history') return unchanged(state);
      if (state.wantedClip !== null) return playWantedClip(state, state.wantedClip, event.clips);
      const date = resolveClipDate(state.date, datesWithClips(event.clips, state.timeZone));
      // A date without clips moves to the latest one that has; its clip choice starts over.
      const clip = date === state.date ? state.clip : null;
      return { state: { ...state, journal: 'ready', clips: event.clips, date, clip }, effects: [] };
    }

    case 'journal-failed':
      if (state.journal !== 'loading' || state.feedType !== 'history') return unchanged(state);
      return { state: { ...state, journal: 'failed', error: event.message }, effects: [] };

    case 'date-chosen': {
      if (event.date === state.date) return unchanged(state);
      const next: WindowState = {
        ...stopped(state, null),
        date: event.date,
        clip: null,
        playFromMs: null,
        seekMs: null,
        wantedClip: null,
      };
      return { state: next, effects: state.phase === 'idle' ? [] : [{ type: 'end-session' }] };
    }

    case 'clip-chosen':
      // spec 1 §4: ends the session, starts at the clip's start, plays history.
      return startHistory(
        { ...state, clip: event.clip, wantedClip: null },
        event.clip.startTimestamp,
      );

    case 'clip-requested': {
      // Opened at an event: history on the event's date, its journal loaded to find the clip.
      const next: WindowState = {
        ...stopped(state, null),
        feedType: 'history',
        error: null,
        journal: 'idle',
        clips: [],
        date: momentDate(event.clip.eventTimestamp, state.timeZone),
        clip: null,
        playFromMs: null,
        seekMs: null,
        wantedClip: event.clip,
      };
      const loading = loadJournal(next);
      return { state: loading.state, effects: [{ type: 'end-session' }, ...loading.effects] };
    }

    case 'play':
      if (state.feedType !== 'history' || state.clip === null || state.phase !== 'idle') {
        return unchanged(state);
      }
      return startHistory(state, resumeFrom(state, state.clip));

    case 'pause':
      if (!isPlaying(state)) return unchanged(state);
      return { state: stopped(state, event.atMs), effects: [{ type: 'end-session' }] };

    case 'seek':
      if (state.clip === null) return unchanged(state);
      return { state: { ...state, seekMs: event.positionMs }, effects: [] };

    case 'seek-end':
      // On release history restarts from where the thumb was let go.
      if (state.clip === null) return unchanged(state);
      return startHistory(state, event.positionMs);

    case 'clip-ended':
      // Playback pauses at the clip's end.
      if (state.clip === null || state.phase === 'idle') return unchanged(state);
      return {
        state: { ...stopped(state, null), playFromMs: state.clip.endTimestamp },
        effects: [{ type: 'end-session' }],
      };

    case 'retry': {
      // Retry ends the session and starts again what had failed.
      const cleared: WindowState = { ...stopped(state, event.atMs), error: null };
      if (state.feedType === 'live') return startLive(cleared);
      if (state.journal !== 'ready') return loadJournal(cleared);
      if (cleared.clip === null) return { state: cleared, effects: [{ type: 'end-session' }] };
      return startHistory(cleared, resumeFrom(cleared, cleared.clip));
    }
  }
}
