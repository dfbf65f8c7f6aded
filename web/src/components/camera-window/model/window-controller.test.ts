import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_WINDOW_MESSAGES, type CameraClip, type CameraLiveConfig } from '@fleet/domain';
import {
  CameraWindowError,
  type CameraConnection,
  type ConnectionListener,
  type SessionListener,
} from '../session/camera-connection';
import { createCameraWindowController, type CameraWindowDeps } from './window-controller';
import type { SessionRequest } from './window-state';

const liveConfig: CameraLiveConfig = {
  name: 'Truck 7',
  config: {
    publish_topic: 'fleet/1/cameras/2/in',
    subscription_topic: 'fleet/1/cameras/2/out/viewer1',
    client_id: 'viewer1',
    access_key_id: 'viewer1',
    secret_key: 'secret',
    protocol: 'ws',
    host: 'localhost:3000',
    expires_at: '2026-03-02T15:10:00Z',
  },
};
const clip: CameraClip = {
  availableFeeds: ['outside', 'inside'],
  startTimestamp: Date.parse('2026-03-02T15:00:00Z'),
  endTimestamp: Date.parse('2026-03-02T15:01:00Z'),
};
const stream = {} as MediaStream;

/** A connection that records what the window asked of it; the test plays the camera. */
function fakeCamera() {
  const calls: string[] = [];
  const sessions: { request: SessionRequest; listener: SessionListener }[] = [];
  let connectionListener: ConnectionListener | undefined;
  const connection: CameraConnection = {
    startSession: (request, listener) => {
      calls.push(`start ${request.kind} ${request.feed}`);
      sessions.push({ request, listener });
    },
    configure: (feed) => calls.push(`configure ${feed}`),
    endSession: () => calls.push('end'),
    close: () => calls.push('close'),
  };
  const connect = vi.fn((_config: CameraLiveConfig, listener: ConnectionListener) => {
    connectionListener = listener;
    return Promise.resolve(connection);
  });
  return {
    calls,
    connect,
    /** The listener of the latest session. */
    get session(): SessionListener {
      const last = sessions.at(-1);
      if (!last) throw new Error('no session was started');
      return last.listener;
    },
    get requests() {
      return sessions.map((s) => s.request);
    },
    brokerFails: (message: string) => connectionListener?.onError(message),
  };
}

function setUp(overrides: Partial<CameraWindowDeps> = {}) {
  const camera = fakeCamera();
  const controller = createCameraWindowController({
    timeZone: 'America/Chicago',
    fetchLiveConfig: () => Promise.resolve(liveConfig),
    fetchClips: () => Promise.resolve([clip]),
    connect: camera.connect,
    now: () => Date.now(),
    ...overrides,
  });
  return { camera, controller };
}

/** Lets the awaited calls (config, connect) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-05T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the camera window controller', () => {
  it('connects with the live config, starts live and shows the stream', async () => {
    const { camera, controller } = setUp();
    controller.startLive();
    expect(controller.getView().phase).toBe('starting');
    await settle();
    expect(camera.connect).toHaveBeenCalledWith(liveConfig, expect.anything());
    expect(camera.requests).toEqual([{ kind: 'live', feed: 'outside' }]);
    camera.session.onStream(stream);
    expect(controller.getView()).toMatchObject({ phase: 'streaming', stream, error: null });
  });

  it('refuses a config without its topics', async () => {
    const broken = { ...liveConfig, config: { ...liveConfig.config, publish_topic: '' } };
    const { camera, controller } = setUp({ fetchLiveConfig: () => Promise.resolve(broken) });
    controller.startLive();
    await settle();
    expect(camera.connect).not.toHaveBeenCalled();
    expect(controller.getView().error).toBe(CAMERA_WINDOW_MESSAGES.invalidConfig);
  });

  it('says the generic sentence when the config call fails, and the broker sentence as given', async () => {
    const failing = setUp({ fetchLiveConfig: () => Promise.reject(new Error('500')) });
    failing.controller.startLive();
    await settle();
    expect(failing.controller.getView().error).toBe(CAMERA_WINDOW_MESSAGES.generic);

    const refused = setUp({
      connect: () => Promise.reject(new CameraWindowError('MQTT error: Not authorized')),
    });
    refused.controller.startLive();
    await settle();
    expect(refused.controller.getView().error).toBe('MQTT error: Not authorized');
  });

  it('gives live 10 s to show video', async () => {
    const { camera, controller } = setUp();
    controller.startLive();
    await settle();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(controller.getView().error).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getView()).toMatchObject({
      phase: 'idle',
      error: CAMERA_WINDOW_MESSAGES.liveStartTimeout,
    });
    expect(camera.calls.at(-1)).toBe('end');
  });

  it('gives history 10 s for its session and then 10 s for its stream', async () => {
    const { camera, controller } = setUp();
    controller.chooseFeedType('history');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(controller.getView().clips).toEqual([clip]);
    controller.chooseClip(clip);
    await settle();
    await vi.advanceTimersByTimeAsync(9_000);
    camera.session.onOffer();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(controller.getView().error).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(controller.getView().error).toBe(CAMERA_WINDOW_MESSAGES.historyStreamTimeout);

    controller.retry();
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(controller.getView().error).toBe(CAMERA_WINDOW_MESSAGES.historySessionTimeout);
  });

  it('gives the journal 10 s', async () => {
    const { controller } = setUp({ fetchClips: () => new Promise<CameraClip[]>(() => undefined) });
    controller.chooseFeedType('history');
    await vi.advanceTimersByTimeAsync(1_000 + 10_000);
    expect(controller.getView().error).toBe(CAMERA_WINDOW_MESSAGES.historyConfigTimeout);
  });

  it('debounces toggles 1 s, showing the choice at once and acting on the last one', async () => {
    const { camera, controller } = setUp();
    controller.startLive();
    await settle();
    camera.session.onStream(stream);
    controller.chooseFeed('inside');
    expect(controller.getView()).toMatchObject({ shownFeed: 'inside', feed: 'outside' });
    await vi.advanceTimersByTimeAsync(500);
    controller.chooseFeed('outside');
    controller.chooseFeed('inside');
    await vi.advanceTimersByTimeAsync(999);
    // (No connection yet at the first start, so nothing to end then.)
    expect(camera.calls).toEqual(['start live outside']);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(camera.calls).toEqual([
      'start live outside',
      'end',
      'configure inside',
      'start live inside',
    ]);
    expect(controller.getView()).toMatchObject({ feed: 'inside', phase: 'starting' });
  });

  it('pauses at the clip end', async () => {
    const { camera, controller } = setUp();
    controller.chooseFeedType('history');
    await vi.advanceTimersByTimeAsync(1_000);
    controller.chooseClip(clip);
    await settle();
    camera.session.onOffer();
    camera.session.onStream(stream);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(controller.getView().phase).toBe('streaming');
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getView()).toMatchObject({ phase: 'idle', playFromMs: clip.endTimestamp });
    expect(camera.calls.at(-1)).toBe('end');
  });

  it('opens at an event’s clip: history, the recording that holds it, played from its start', async () => {
    const { camera, controller } = setUp();
    const moment = clip.startTimestamp + 30_000;
    controller.chooseFeedType('live'); // a toggle still waiting does not undo the clip
    controller.openClip({
      startTimestamp: moment - 10_000,
      endTimestamp: moment + 10_000,
      eventTimestamp: moment,
    });
    expect(controller.getView()).toMatchObject({
      feedType: 'history',
      shownFeedType: 'history',
      journal: 'loading',
      date: '2026-03-02',
    });
    await settle();
    expect(controller.getView()).toMatchObject({ clip, phase: 'starting' });
    expect(camera.requests).toEqual([
      { kind: 'history', feed: 'outside', startMs: moment - 10_000 },
    ]);
    camera.session.onOffer();
    camera.session.onStream(stream);
    // Playback pauses at the recording's end, 40 s after the clip's start.
    await vi.advanceTimersByTimeAsync(39_999);
    expect(controller.getView().phase).toBe('streaming');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(controller.getView()).toMatchObject({ phase: 'idle', feedType: 'history' });
  });

  it('says so when the camera no longer has the event’s clip', async () => {
    const { camera, controller } = setUp();
    controller.openClip({ startTimestamp: 1_000, endTimestamp: 21_000, eventTimestamp: 11_000 });
    await settle();
    expect(controller.getView().error).toBe(CAMERA_WINDOW_MESSAGES.clipGone);
    expect(camera.requests).toEqual([]);
  });

  it("ignores a late session's messages", async () => {
    const { camera, controller } = setUp();
    controller.startLive();
    await settle();
    const first = camera.session;
    controller.retry();
    await settle();
    first.onError('old');
    first.onStream(stream);
    expect(controller.getView()).toMatchObject({ phase: 'starting', error: null });
  });

  it('a broker failure stops the session and the next start connects again', async () => {
    const { camera, controller } = setUp();
    controller.startLive();
    await settle();
    camera.session.onStream(stream);
    camera.brokerFails('MQTT error: connection lost');
    expect(controller.getView()).toMatchObject({
      phase: 'idle',
      error: 'MQTT error: connection lost',
    });
    expect(camera.calls).toContain('close');
    controller.retry();
    await settle();
    expect(camera.connect).toHaveBeenCalledTimes(2);
  });

  it('closing ends the session and the connection, and nothing moves after', async () => {
    const { camera, controller } = setUp();
    controller.startLive();
    await settle();
    const session = camera.session;
    controller.dispose();
    expect(camera.calls.slice(-1)).toEqual(['close']);
    session.onStream(stream);
    expect(controller.getView()).toMatchObject({ phase: 'idle', stream: null });
    // As new: the next start connects afresh.
    controller.startLive();
    await settle();
    expect(camera.connect).toHaveBeenCalledTimes(2);
  });
});

describe('a connection that never comes', () => {
  it('is given up with its session, and Retry tries afresh', async () => {
    const camera = fakeCamera();
    let calls = 0;
    const controller = createCameraWindowController({
      timeZone: 'America/Chicago',
      fetchLiveConfig: () => Promise.resolve(liveConfig),
      fetchClips: () => Promise.resolve([]),
      connect: (config, listener) => {
        calls += 1;
        // The first attempt hangs (a broker that never answers); the second connects.
        return calls === 1 ? new Promise(() => undefined) : camera.connect(config, listener);
      },
    });
    controller.startLive();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(controller.getView().error).toBe(CAMERA_WINDOW_MESSAGES.liveStartTimeout);
    controller.retry();
    await settle();
    expect(calls).toBe(2);
    expect(camera.requests).toEqual([{ kind: 'live', feed: 'outside' }]);
  });
});
