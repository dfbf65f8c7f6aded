import { createCanvas } from './rgba-canvas';
import { FRAME_HEIGHT, FRAME_WIDTH, renderScene, type SceneInput } from './scene';
import { wrtc, type MediaTrack } from './wrtc';

/** Enough to see motion and read the clock; each frame is drawn and encoded on this machine. */
export const FEED_FPS = 12;

export interface SyntheticFeed {
  /** The video track to send; a new one per feed. */
  readonly track: MediaTrack;
  stop(): void;
}

/**
 * A video track showing the scene `describe` asks for, a frame every 1/FEED_FPS s. The RGBA
 * canvas and the I420 buffer are allocated once and reused (libwebrtc copies each frame in).
 */
export function startSyntheticFeed(describe: () => SceneInput, fps = FEED_FPS): SyntheticFeed {
  const { nonstandard } = wrtc();
  const source = new nonstandard.RTCVideoSource();
  const track = source.createTrack();
  const canvas = createCanvas(FRAME_WIDTH, FRAME_HEIGHT);
  const rgba = { width: FRAME_WIDTH, height: FRAME_HEIGHT, data: canvas.bytes };
  const i420 = {
    width: FRAME_WIDTH,
    height: FRAME_HEIGHT,
    data: new Uint8Array((FRAME_WIDTH * FRAME_HEIGHT * 3) / 2),
  };
  const drawFrame = (): void => {
    renderScene(canvas, describe());
    nonstandard.rgbaToI420(rgba, i420);
    source.onFrame(i420);
  };
  drawFrame();
  const timer = setInterval(drawFrame, Math.round(1000 / fps));
  let stopped = false;
  return {
    track,
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      // A live track keeps the process alive; stopping it lets the source go.
      track.stop();
    },
  };
}
