import type { Page } from 'playwright-core';

/**
 * What runs inside the page for the first-frame benchmark: one function for both sides, so the
 * first decoded frame is detected the same way in Fleet's camera window and in the bare pair,
 * and both ends of each time are taken on the page's own clock (`performance.now()`).
 */

export type StartKind = 'fleet' | 'bare';

export interface StartResult {
  /** From the start (the click, or the offer's creation) to the first frame; null if none came. */
  ms: number | null;
  /** How the frame was seen: 'frame callback' (requestVideoFrameCallback) or 'frame count'. */
  how: string;
  error?: string;
}

/**
 * tsx names the functions it compiles with an `__name` helper that exists in Node, not in the
 * page; `page.evaluate` sends a function's source, so the page needs a harmless one.
 */
export async function preparePage(page: Page): Promise<void> {
  const shim = 'globalThis.__name ??= (target) => target;';
  await page.addInitScript(shim);
  await page.evaluate(shim);
}

/**
 * One start, measured in the page. `fleet`: Fleet's camera window is open and idle; its 'Start
 * Live Stream' is clicked from here (React handles the DOM click as a person's), which sets off
 * the live config, the MQTT connection, `stream`, the camera's offer and ICE. `bare`: two
 * RTCPeerConnections in this page, a canvas at the camera's size and rate as the source, VP8,
 * host candidates only, started at the offer's creation. The first frame is whichever is seen
 * first on the receiving `<video>`: its decoded frame count above zero (polled every 5 ms; this
 * is usually first, as a frame is decoded before it is shown) or its first
 * `requestVideoFrameCallback` (the frame's presentation time).
 */
export async function measureStart(
  page: Page,
  kind: StartKind,
  timeoutMs: number,
): Promise<StartResult> {
  return page.evaluate(
    async ({ kind, timeoutMs }): Promise<StartResult> => {
      const firstFrame = (video: HTMLVideoElement): Promise<{ at: number; how: string }> =>
        new Promise((resolve) => {
          let done = false;
          const began = performance.now();
          const finish = (at: number, how: string) => {
            if (done) return;
            done = true;
            clearInterval(poll);
            resolve({ at, how });
          };
          video.requestVideoFrameCallback((_now, metadata) =>
            finish(metadata.presentationTime, 'frame callback'),
          );
          const poll = setInterval(() => {
            if (video.getVideoPlaybackQuality().totalVideoFrames > 0) {
              finish(performance.now(), 'frame count');
            } else if (performance.now() - began > timeoutMs) clearInterval(poll);
          }, 5);
        });
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));

      if (kind === 'fleet') {
        const dialog = document.querySelector('[role="dialog"][aria-label^="Camera:"]');
        const video = dialog?.querySelector<HTMLVideoElement>('video[aria-label="Camera video"]');
        const button = Array.from(dialog?.querySelectorAll('button') ?? []).find(
          (candidate) => candidate.textContent?.trim() === 'Start Live Stream',
        );
        if (!video || !button) return { ms: null, how: '', error: 'the window is not ready' };
        const frame = firstFrame(video);
        const startedAt = performance.now();
        button.click();
        const seen = await Promise.race([frame, timeout]);
        if (seen) return { ms: seen.at - startedAt, how: seen.how };
        // What the window says instead (its error line), for the report.
        const said = (dialog?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 200);
        return { ms: null, how: '', error: `no frame within ${timeoutMs} ms; the window: ${said}` };
      }

      // The camera's picture is 480×270 at 12 frames a second (server/src/demo/cameras).
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 270;
      const context = canvas.getContext('2d');
      let painted = 0;
      const paint = () => {
        if (!context) return;
        context.fillStyle = `hsl(${(painted++ * 17) % 360} 60% 45%)`;
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#fff';
        context.fillText(String(painted), 20, 30);
      };
      paint();
      const painter = setInterval(paint, Math.round(1000 / 12));
      const source = canvas.captureStream(12);
      const video = document.createElement('video');
      video.autoplay = true;
      video.muted = true;
      video.playsInline = true;
      video.width = 480;
      video.height = 270;
      document.body.replaceChildren(video);
      const sender = new RTCPeerConnection();
      const receiver = new RTCPeerConnection();
      sender.onicecandidate = (event) => {
        if (event.candidate) void receiver.addIceCandidate(event.candidate);
      };
      receiver.onicecandidate = (event) => {
        if (event.candidate) void sender.addIceCandidate(event.candidate);
      };
      receiver.ontrack = (event) => {
        video.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      };
      const [track] = source.getVideoTracks();
      if (!track) return { ms: null, how: '', error: 'the canvas gave no track' };
      const transceiver = sender.addTransceiver(track, {
        direction: 'sendonly',
        streams: [source],
      });
      const vp8 = (RTCRtpSender.getCapabilities('video')?.codecs ?? []).filter(
        (codec) => codec.mimeType === 'video/VP8',
      );
      transceiver.setCodecPreferences(vp8);
      const frame = firstFrame(video);
      const startedAt = performance.now();
      try {
        const offer = await sender.createOffer();
        await sender.setLocalDescription(offer);
        await receiver.setRemoteDescription(offer);
        const answer = await receiver.createAnswer();
        await receiver.setLocalDescription(answer);
        await sender.setRemoteDescription(answer);
        const seen = await Promise.race([frame, timeout]);
        return seen
          ? { ms: seen.at - startedAt, how: seen.how }
          : { ms: null, how: '', error: `no frame within ${timeoutMs} ms` };
      } finally {
        clearInterval(painter);
        sender.close();
        receiver.close();
        track.stop();
      }
    },
    { kind, timeoutMs },
  );
}
