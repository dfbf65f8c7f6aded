import { CAMERA_WINDOW_MESSAGES, type CameraFeed, type CameraSignal } from '@fleet/domain';
import { startSyntheticFeed, type SyntheticFeed } from './synthetic-feed';
import { type SceneInput } from './scene';
import {
  wrtc,
  type IceCandidate,
  type IceServer,
  type PeerConnection,
  type RtpSender,
} from './wrtc';

/** A viewer that never answers the offer is gone; the camera is freed for the next one. */
export const ANSWER_TIMEOUT_MS = 30_000;
/** A connection that dropped and did not come back within this long has ended. */
export const DISCONNECTED_GRACE_MS = 10_000;

export type Playback = { mode: 'live' } | { mode: 'history'; startMs: number };

type SessionMessage = Extract<CameraSignal, { type: 'answer' | 'candidate' | 'configure' }>;

export interface ViewerSessionOptions {
  clientId: string;
  sessionId: string;
  feed: CameraFeed;
  playback: Playback;
  assetName: string;
  clock: () => number;
  iceServers: IceServer[];
  /** Sends a message to this viewer (its `out` topic); envelope fields are added here. */
  send: (message: CameraSignal) => void;
  log: (message: string) => void;
  /** Called once, when the session has ended for whatever reason. */
  onEnded: () => void;
}

export interface ViewerSession {
  readonly clientId: string;
  readonly sessionId: string;
  readonly feed: CameraFeed;
  /** Applies the viewer's answer, candidates and feed switches, one at a time, in order. */
  handle(message: SessionMessage): void;
  /** Ends the session; `tellViewer` sends it a `bye` first. */
  end(reason: string, tellViewer: boolean): void;
}

const describeError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * One viewer's session with the camera: the camera makes the offer (it holds the media), the
 * viewer answers, both trickle candidates. Live video shows now; history shows the recorded
 * moment, advancing from `start` as the session plays.
 */
export function startViewerSession(options: ViewerSessionOptions): ViewerSession {
  const { clientId, sessionId, clock, log } = options;
  const envelope = { client_id: clientId, session_id: sessionId };
  const startedAt = clock();
  let feed = options.feed;
  let ended = false;
  let hasAnswer = false;
  /** Candidates that came before the answer: ICE needs the remote description first. */
  const earlyCandidates: IceCandidate[] = [];
  let queue: Promise<void> = Promise.resolve();
  let disconnectedTimer: NodeJS.Timeout | undefined;

  const sceneFor = (shown: CameraFeed) => (): SceneInput => {
    const elapsed = clock() - startedAt;
    return options.playback.mode === 'live'
      ? { feed: shown, mode: 'live', assetName: options.assetName, at: clock() }
      : {
          feed: shown,
          mode: 'history',
          assetName: options.assetName,
          at: options.playback.startMs + elapsed,
        };
  };

  let video: SyntheticFeed = startSyntheticFeed(sceneFor(feed));
  const peer: PeerConnection = new (wrtc().RTCPeerConnection)({ iceServers: options.iceServers });
  const sender: RtpSender = peer.addTrack(video.track);

  const answerTimer = setTimeout(() => end('no answer to the offer', true), ANSWER_TIMEOUT_MS);

  /** Our candidates wait for the offer to be sent: a viewer cannot use one before it. */
  let unsentCandidates: IceCandidate[] | null = [];
  const sendCandidate = (candidate: IceCandidate): void => {
    options.send({
      type: 'candidate',
      ...envelope,
      candidate: candidate.candidate,
      sdp_mid: candidate.sdpMid,
      sdp_m_line_index: candidate.sdpMLineIndex,
    });
  };
  peer.onicecandidate = ({ candidate }) => {
    // The end of gathering (null) is not sent: trickle works without it.
    if (ended || !candidate || candidate.candidate === '') return;
    if (unsentCandidates) unsentCandidates.push(candidate);
    else sendCandidate(candidate);
  };
  peer.onconnectionstatechange = () => {
    const state = peer.connectionState;
    clearTimeout(disconnectedTimer);
    if (state === 'failed') end('the connection failed', true);
    if (state === 'disconnected') {
      disconnectedTimer = setTimeout(
        () => end('the connection dropped', true),
        DISCONNECTED_GRACE_MS,
      );
    }
  };

  /** Runs one step after the ones before it; a failing step is logged, never thrown. */
  const enqueue = (what: string, step: () => Promise<void>): void => {
    queue = queue.then(async () => {
      if (ended) return;
      try {
        await step();
      } catch (error) {
        log(`${what} failed for viewer ${clientId}: ${describeError(error)}`);
        if (what === 'answer') {
          options.send({
            type: 'error',
            ...envelope,
            code: 'bad_answer',
            message: CAMERA_WINDOW_MESSAGES.signalling(describeError(error)),
          });
          end('its answer was refused', false);
        }
      }
    });
  };

  enqueue('offer', async () => {
    const offer = await peer.createOffer();
    await peer.setLocalDescription(offer);
    options.send({ type: 'offer', ...envelope, sdp: peer.localDescription?.sdp ?? offer.sdp });
    const waiting = unsentCandidates ?? [];
    unsentCandidates = null;
    waiting.forEach(sendCandidate);
  });

  const switchFeed = async (nextFeed: CameraFeed): Promise<void> => {
    if (nextFeed === feed) return;
    const next = startSyntheticFeed(sceneFor(nextFeed));
    try {
      await sender.replaceTrack(next.track);
    } catch (error) {
      next.stop();
      throw error;
    }
    // Ended meanwhile: end() stopped the feed it knew, the old one; this one goes too.
    if (ended) {
      next.stop();
      return;
    }
    const previous = video;
    video = next;
    feed = nextFeed;
    previous.stop();
  };

  function end(reason: string, tellViewer: boolean): void {
    if (ended) return;
    ended = true;
    clearTimeout(answerTimer);
    clearTimeout(disconnectedTimer);
    if (tellViewer) options.send({ type: 'bye', ...envelope });
    log(`session ${sessionId} of viewer ${clientId} ended: ${reason}`);
    peer.onicecandidate = null;
    peer.onconnectionstatechange = null;
    video.stop();
    // Closed on a later turn: wrtc may still be inside one of this connection's callbacks.
    setImmediate(() => peer.close());
    options.onEnded();
  }

  return {
    clientId,
    sessionId,
    get feed() {
      return feed;
    },
    handle(message) {
      switch (message.type) {
        case 'answer':
          enqueue('answer', async () => {
            await peer.setRemoteDescription({ type: 'answer', sdp: message.sdp });
            hasAnswer = true;
            clearTimeout(answerTimer);
            for (const candidate of earlyCandidates.splice(0))
              await peer.addIceCandidate(candidate);
          });
          break;
        case 'candidate': {
          // An empty candidate marks the end of the viewer's gathering: nothing to add.
          if (message.candidate === '') break;
          const candidate: IceCandidate = {
            candidate: message.candidate,
            sdpMid: message.sdp_mid,
            sdpMLineIndex: message.sdp_m_line_index,
          };
          enqueue('candidate', async () => {
            if (hasAnswer) await peer.addIceCandidate(candidate);
            else earlyCandidates.push(candidate);
          });
          break;
        }
        case 'configure':
          enqueue('configure', () => switchFeed(message.feed));
          break;
      }
    },
    end,
  };
}
