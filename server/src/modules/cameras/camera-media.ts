import type { FastifyInstance } from 'fastify';
import type { CameraFeed, CameraJournal } from '@fleet/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where cameras' clips and stills come from (the demo's simulator attaches here). */
    cameraMedia: CameraMediaRegistry;
  }
}

/**
 * Where a camera's recordings and stills come from (docs/CAMERAS.md "Clips and stills"): the
 * cameras themselves, through whatever reaches them. The demo's camera simulator attaches
 * here at start; a vendor integration would too. With none attached for a camera, it has no
 * clips and no stills, which is what the window then says.
 */
export interface CameraMediaSource {
  /** The camera's history journal, or null when this source does not hold the camera. */
  journal(cameraId: number): CameraJournal | null;
  /** A JPEG still of a feed now, or null when this source does not hold the camera. */
  snapshot(cameraId: number, feed: CameraFeed): Promise<Buffer> | null;
}

export class CameraMediaRegistry {
  private readonly sources = new Set<CameraMediaSource>();

  /** Adds a source; the function answered removes it (the simulator's stop). */
  attach(source: CameraMediaSource): () => void {
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  journal(cameraId: number): CameraJournal | null {
    for (const source of this.sources) {
      const journal = source.journal(cameraId);
      if (journal) return journal;
    }
    return null;
  }

  snapshot(cameraId: number, feed: CameraFeed): Promise<Buffer> | null {
    for (const source of this.sources) {
      const still = source.snapshot(cameraId, feed);
      if (still) return still;
    }
    return null;
  }
}

/** On the root app before the routes, so every route and main.ts see the same registry. */
export function decorateCameraMedia(app: FastifyInstance): void {
  app.decorate('cameraMedia', new CameraMediaRegistry());
}
