/**
 * Runs the camera window's state machine (window-state.ts): carries out its effects on a
 * camera connection and the journal, keeps spec 1 §9's clocks (1 s toggle debounce, 10 s
 * timeouts, the clip's end) and tells the React part when the state changed. No React, no MQTT:
 * the connection and the calls are given, so every path is tested with fakes and fake timers.
 */
import {
  CAMERA_WINDOW_MESSAGES,
  isUsableLiveConfig,
  type CameraClip,
  type CameraFeed,
  type EventClip,
} from '@fleet/domain';
import {
  CameraWindowError,
  type CameraConnection,
  type ConnectCamera,
} from '../session/camera-connection';
import { CAMERA_TIMEOUT_MS, TOGGLE_DEBOUNCE_MS } from './camera-timings';
import { debounced } from './debounced';
import {
  initialWindowState,
  step,
  type FeedType,
  type SessionRequest,
  type WindowEffect,
  type WindowEvent,
  type WindowState,
} from './window-state';

export interface CameraWindowDeps {
  timeZone: string;
  /** The live config as the server sent it: an unusable one is told apart from a failed call. */
  fetchLiveConfig(signal: AbortSignal): Promise<unknown>;
  /** The camera's journal as clips. */
  fetchClips(signal: AbortSignal): Promise<CameraClip[]>;
  connect: ConnectCamera;
  now?: () => number;
}

export interface CameraWindowView extends WindowState {
  /** What the toggles show: a choice waiting out the debounce shows at once. */
  shownFeedType: FeedType;
  shownFeed: CameraFeed;
}

export interface CameraWindowController {
  getView: () => CameraWindowView;
  subscribe: (listener: () => void) => () => void;
  startLive: () => void;
  chooseFeedType: (feedType: FeedType) => void;
  chooseFeed: (feed: CameraFeed) => void;
  chooseDate: (date: string) => void;
  chooseClip: (clip: CameraClip) => void;
  /** History at an event's clip: its date, the recording that holds it, played from its start. */
  openClip: (clip: EventClip) => void;
  play: () => void;
  pause: () => void;
  seek: (positionMs: number) => void;
  seekEnd: (positionMs: number) => void;
  retry: () => void;
  /**
   * Closing the window: `bye` for the session, the broker connection closed, every timer and
   * call dropped. The controller is then as new (React's strict mode mounts twice).
   */
  dispose: () => void;
}

const messageOf = (error: unknown) =>
  error instanceof CameraWindowError ? error.message : CAMERA_WINDOW_MESSAGES.generic;

export function createCameraWindowController(deps: CameraWindowDeps): CameraWindowController {
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  let lifetime = new AbortController();
  let state = initialWindowState(deps.timeZone);
  let view: CameraWindowView;

  let connection: CameraConnection | null = null;
  let connecting: Promise<CameraConnection> | null = null;
  /** Bumped when a connection attempt is given up (its session failed first, e.g. timed out). */
  let attempt = 0;
  /** Bumped whenever a session ends: callbacks of an older one find they are late. */
  let generation = 0;
  const sessionTimers = new Set<ReturnType<typeof setTimeout>>();
  let journalCall: AbortController | null = null;

  const feedTypeToggle = debounced<FeedType>(TOGGLE_DEBOUNCE_MS, (feedType) =>
    dispatch({ type: 'feed-type-set', feedType }),
  );
  const feedToggle = debounced<CameraFeed>(TOGGLE_DEBOUNCE_MS, (feed) =>
    dispatch({ type: 'feed-set', feed, atMs: now() }),
  );

  function refreshView() {
    view = {
      ...state,
      shownFeedType: feedTypeToggle.pending() ?? state.feedType,
      shownFeed: feedToggle.pending() ?? state.feed,
    };
    for (const listener of listeners) listener();
  }

  function dispatch(event: WindowEvent) {
    const next = step(state, event);
    state = next.state;
    refreshView();
    for (const effect of next.effects) run(effect);
  }

  function run(effect: WindowEffect) {
    switch (effect.type) {
      case 'end-session':
        endSession();
        return;
      case 'configure':
        connection?.configure(effect.feed);
        return;
      case 'start-session':
        void startSession(effect.request);
        return;
      case 'load-journal':
        loadJournal();
        return;
    }
  }

  function clearSessionTimers() {
    for (const timer of sessionTimers) clearTimeout(timer);
    sessionTimers.clear();
  }

  function endSession() {
    generation += 1;
    clearSessionTimers();
    connection?.endSession();
  }

  /** One timer of the current session, cleared when the session ends however it ends. */
  function sessionTimer(ms: number, onTime: () => void): () => void {
    const timer = setTimeout(() => {
      sessionTimers.delete(timer);
      onTime();
    }, ms);
    sessionTimers.add(timer);
    return () => {
      clearTimeout(timer);
      sessionTimers.delete(timer);
    };
  }

  function dropConnection() {
    const dropped = connection;
    connection = null;
    dropped?.close();
  }

  /** The broker connection, made once per window (and again after it failed). */
  function connectOnce(): Promise<CameraConnection> {
    if (connection) return Promise.resolve(connection);
    if (connecting === null) {
      const pending: Promise<CameraConnection> = openConnection().finally(() => {
        if (connecting === pending) connecting = null;
      });
      connecting = pending;
    }
    return connecting;
  }

  /** A session gave up waiting: the next start makes a fresh attempt, with a fresh config. */
  function abandonConnecting() {
    if (connecting === null) return;
    attempt += 1;
    connecting = null;
  }

  async function openConnection(): Promise<CameraConnection> {
    const mine = attempt;
    let liveConfig: unknown;
    try {
      liveConfig = await deps.fetchLiveConfig(lifetime.signal);
    } catch {
      throw new CameraWindowError(CAMERA_WINDOW_MESSAGES.generic);
    }
    // spec 1 §5: a config without its topics is refused before connecting.
    if (!isUsableLiveConfig(liveConfig)) {
      throw new CameraWindowError(CAMERA_WINDOW_MESSAGES.invalidConfig);
    }
    let opened: CameraConnection | null = null;
    opened = await deps.connect(liveConfig, {
      onError: (message) => {
        if (opened === null || opened !== connection) return;
        // The broker failed under the session: the next start connects afresh.
        dropConnection();
        if (state.phase !== 'idle') dispatch({ type: 'session-failed', message, atMs: now() });
      },
    });
    if (mine !== attempt) {
      opened.close();
      throw new CameraWindowError(CAMERA_WINDOW_MESSAGES.generic);
    }
    connection = opened;
    return opened;
  }

  async function startSession(request: SessionRequest) {
    generation += 1;
    const session = generation;
    const isCurrent = () => session === generation;
    const fail = (message: string) => {
      if (!isCurrent()) return;
      abandonConnecting();
      dispatch({ type: 'session-failed', message, atMs: now() });
    };
    const isHistory = request.kind === 'history';
    // spec 1 §9: live has 10 s to show video; history 10 s for each of its three steps.
    let stopWaiting = sessionTimer(CAMERA_TIMEOUT_MS, () =>
      fail(
        isHistory
          ? CAMERA_WINDOW_MESSAGES.historyConfigTimeout
          : CAMERA_WINDOW_MESSAGES.liveStartTimeout,
      ),
    );

    let opened: CameraConnection;
    try {
      opened = await connectOnce();
    } catch (error) {
      fail(messageOf(error));
      return;
    }
    if (!isCurrent()) return;
    if (isHistory) {
      stopWaiting();
      stopWaiting = sessionTimer(CAMERA_TIMEOUT_MS, () =>
        fail(CAMERA_WINDOW_MESSAGES.historySessionTimeout),
      );
    }
    opened.startSession(request, {
      onOffer: () => {
        if (!isCurrent() || !isHistory) return;
        stopWaiting();
        stopWaiting = sessionTimer(CAMERA_TIMEOUT_MS, () =>
          fail(CAMERA_WINDOW_MESSAGES.historyStreamTimeout),
        );
      },
      onStream: (stream) => {
        if (!isCurrent()) return;
        clearSessionTimers();
        dispatch({ type: 'session-started', stream, atMs: now() });
        pauseAtClipEnd(request);
      },
      onError: fail,
      onBye: () => {
        if (!isCurrent()) return;
        clearSessionTimers();
        dispatch({ type: 'session-ended', atMs: now() });
      },
    });
  }

  /** spec 1 §4: playback pauses at the clip's end. */
  function pauseAtClipEnd(request: SessionRequest) {
    if (request.kind !== 'history' || state.clip === null) return;
    sessionTimer(Math.max(0, state.clip.endTimestamp - request.startMs), () =>
      dispatch({ type: 'clip-ended' }),
    );
  }

  function loadJournal() {
    journalCall?.abort();
    const call = new AbortController();
    journalCall = call;
    const settle = (event: WindowEvent) => {
      clearTimeout(timer);
      if (call.signal.aborted) return;
      call.abort();
      dispatch(event);
    };
    const timer = setTimeout(
      () =>
        settle({ type: 'journal-failed', message: CAMERA_WINDOW_MESSAGES.historyConfigTimeout }),
      CAMERA_TIMEOUT_MS,
    );
    deps.fetchClips(call.signal).then(
      (clips) => settle({ type: 'journal-loaded', clips }),
      () => settle({ type: 'journal-failed', message: CAMERA_WINDOW_MESSAGES.generic }),
    );
  }

  refreshView();

  return {
    getView: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startLive: () => dispatch({ type: 'start-live' }),
    chooseFeedType(feedType) {
      feedTypeToggle.push(feedType);
      refreshView();
    },
    chooseFeed(feed) {
      feedToggle.push(feed);
      refreshView();
    },
    chooseDate: (date) => dispatch({ type: 'date-chosen', date }),
    chooseClip: (clip) => dispatch({ type: 'clip-chosen', clip }),
    openClip(clip) {
      // A toggle still waiting out its debounce would undo the clip once it fired.
      feedTypeToggle.cancel();
      dispatch({ type: 'clip-requested', clip });
    },
    play: () => dispatch({ type: 'play' }),
    pause: () => dispatch({ type: 'pause', atMs: now() }),
    seek: (positionMs) => dispatch({ type: 'seek', positionMs }),
    seekEnd: (positionMs) => dispatch({ type: 'seek-end', positionMs }),
    retry: () => dispatch({ type: 'retry', atMs: now() }),
    dispose() {
      feedTypeToggle.cancel();
      feedToggle.cancel();
      journalCall?.abort();
      generation += 1;
      attempt += 1;
      connecting = null;
      clearSessionTimers();
      lifetime.abort(); // the live config call in flight
      // Closing sends `bye` for the session and closes the broker connection (spec 1 §4).
      dropConnection();
      lifetime = new AbortController();
      state = initialWindowState(deps.timeZone);
      refreshView();
    },
  };
}
