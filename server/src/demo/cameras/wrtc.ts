import { createRequire } from 'node:module';

/*
 * The part of @roamhq/wrtc (WebRTC for Node) the camera simulator uses, typed here. The
 * package's own declarations re-export the DOM's RTC types, which the server (no DOM lib)
 * cannot see, so through them every value would be `any`.
 */

export interface SessionDescription {
  type: 'offer' | 'answer' | 'pranswer' | 'rollback';
  sdp: string;
}

export interface IceCandidate {
  candidate: string;
  sdpMid: string | null;
  sdpMLineIndex: number | null;
}

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface MediaTrack {
  readonly id: string;
  readonly kind: string;
  stop(): void;
}

export interface RtpSender {
  readonly track: MediaTrack | null;
  replaceTrack(track: MediaTrack | null): Promise<void>;
}

export type PeerConnectionState =
  'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

export interface PeerConnection {
  readonly localDescription: SessionDescription | null;
  readonly connectionState: PeerConnectionState;
  onicecandidate: ((event: { candidate: IceCandidate | null }) => void) | null;
  onconnectionstatechange: (() => void) | null;
  ontrack: ((event: { track: MediaTrack }) => void) | null;
  createOffer(): Promise<SessionDescription>;
  createAnswer(): Promise<SessionDescription>;
  setLocalDescription(description: SessionDescription): Promise<void>;
  setRemoteDescription(description: SessionDescription): Promise<void>;
  addIceCandidate(candidate: IceCandidate): Promise<void>;
  addTrack(track: MediaTrack): RtpSender;
  close(): void;
}

/** A frame as wrtc passes it: RGBA (4 bytes a pixel) or I420 (1.5 bytes a pixel). */
export interface VideoFrame {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface VideoSource {
  createTrack(): MediaTrack;
  onFrame(frame: VideoFrame): void;
}

export interface VideoSink {
  onframe: ((event: { frame: VideoFrame }) => void) | null;
  stop(): void;
}

export interface Wrtc {
  RTCPeerConnection: new (configuration?: { iceServers?: IceServer[] }) => PeerConnection;
  nonstandard: {
    RTCVideoSource: new () => VideoSource;
    RTCVideoSink: new (track: MediaTrack) => VideoSink;
    rgbaToI420(rgba: VideoFrame, i420: VideoFrame): void;
    i420ToRgba(i420: VideoFrame, rgba: VideoFrame): void;
  };
}

let loaded: Wrtc | undefined;

/**
 * The native module, loaded on first use: a server that never simulates a camera never loads
 * libwebrtc. Note: a process that made a video source and then ends by running out of work
 * (not by process.exit) may crash in wrtc's finalizers; the server ends with process.exit.
 */
export function wrtc(): Wrtc {
  loaded ??= createRequire(import.meta.url)('@roamhq/wrtc') as Wrtc;
  return loaded;
}
