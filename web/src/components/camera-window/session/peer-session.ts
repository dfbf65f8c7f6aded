/**
 * One viewing session's WebRTC side (docs/CAMERAS.md "Messages"): the camera offers, the window
 * answers, candidates trickle both ways, and the video is reported once the peer connection is
 * connected and has a track. Every failure becomes one of spec 1 §8's sentences.
 */
import {
  CAMERA_WINDOW_MESSAGES,
  describeCameraError,
  type CameraSignal,
  type candidateSignal,
} from '@fleet/domain';
import type { z } from 'zod';
import type { SessionListener } from './camera-connection';

type CandidateSignal = z.infer<typeof candidateSignal>;

/** A message without its envelope (session and client ids), which the connection adds. */
export type SignalBody = CameraSignal extends infer S
  ? S extends CameraSignal
    ? Omit<S, 'session_id' | 'client_id'>
    : never
  : never;

/** Sends a message of this session to the camera (its answer and its candidates). */
export type SendToCamera = (message: SignalBody) => void;

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class PeerSession {
  readonly id: string;
  private readonly peer: RTCPeerConnection;
  private readonly listener: SessionListener;
  private readonly send: SendToCamera;
  /** Candidates that came before the offer was applied (they cannot be added until then). */
  private early: RTCIceCandidateInit[] = [];
  private stream: MediaStream | null = null;
  private isReported = false;
  private isClosed = false;

  constructor(id: string, peer: RTCPeerConnection, listener: SessionListener, send: SendToCamera) {
    this.id = id;
    this.peer = peer;
    this.listener = listener;
    this.send = send;
    peer.onicecandidate = ({ candidate }) => {
      // A null candidate ends the gathering: said with an empty one (domain signalling.ts).
      this.send({
        type: 'candidate',
        candidate: candidate?.candidate ?? '',
        sdp_mid: candidate?.sdpMid ?? null,
        sdp_m_line_index: candidate?.sdpMLineIndex ?? null,
      });
    };
    peer.ontrack = ({ streams, track }) => {
      this.stream = streams[0] ?? new MediaStream([track]);
      this.reportWhenReady();
    };
    peer.onconnectionstatechange = () => {
      if (peer.connectionState === 'failed') this.fail(CAMERA_WINDOW_MESSAGES.webrtcFailed);
      else this.reportWhenReady();
    };
  }

  /** A message of this session from the camera. */
  receive(message: CameraSignal): void {
    if (this.isClosed) return;
    switch (message.type) {
      case 'offer':
        void this.answer(message.sdp);
        return;
      case 'candidate':
        void this.addCandidate(message);
        return;
      case 'bye':
        this.close();
        this.listener.onBye();
        return;
      case 'error':
        this.fail(describeCameraError(message.code, message.message));
        return;
      case 'stream':
      case 'history':
      case 'configure':
      case 'answer':
        // A viewer's own kinds: not the camera's to send here.
        return;
    }
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.peer.onicecandidate = null;
    this.peer.ontrack = null;
    this.peer.onconnectionstatechange = null;
    this.peer.close();
  }

  private fail(message: string) {
    if (this.isClosed) return;
    this.listener.onError(message);
  }

  private reportWhenReady() {
    if (this.isReported || this.isClosed || this.stream === null) return;
    if (this.peer.connectionState !== 'connected') return;
    this.isReported = true;
    this.listener.onStream(this.stream);
  }

  private async answer(sdp: string) {
    this.listener.onOffer();
    try {
      await this.peer.setRemoteDescription({ type: 'offer', sdp });
    } catch (error) {
      this.fail(CAMERA_WINDOW_MESSAGES.offer(detailOf(error)));
      return;
    }
    const early = this.early;
    this.early = [];
    for (const candidate of early) await this.addIceCandidate(candidate);
    try {
      const answer = await this.peer.createAnswer();
      await this.peer.setLocalDescription(answer);
      if (this.isClosed) return;
      this.send({ type: 'answer', sdp: answer.sdp ?? '' });
    } catch (error) {
      this.fail(CAMERA_WINDOW_MESSAGES.answer(detailOf(error)));
    }
  }

  private async addCandidate(message: CandidateSignal) {
    const candidate: RTCIceCandidateInit = {
      candidate: message.candidate,
      sdpMid: message.sdp_mid,
      sdpMLineIndex: message.sdp_m_line_index,
    };
    if (this.peer.remoteDescription === null) this.early.push(candidate);
    else await this.addIceCandidate(candidate);
  }

  private async addIceCandidate(candidate: RTCIceCandidateInit) {
    try {
      await this.peer.addIceCandidate(candidate);
    } catch (error) {
      if (!this.isClosed) this.fail(CAMERA_WINDOW_MESSAGES.candidate(detailOf(error)));
    }
  }
}
