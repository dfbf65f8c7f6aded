import { describe, expect, it } from 'vitest';
import { clampPosition, startPosition } from './window-position';

describe('the window position (spec 1 §2)', () => {
  it('opens at x 220, y 30, or at the left edge on screens narrower than 720 px', () => {
    expect(startPosition(1280)).toEqual({ x: 220, y: 30 });
    expect(startPosition(720)).toEqual({ x: 220, y: 30 });
    expect(startPosition(719)).toEqual({ x: 0, y: 30 });
  });

  it('keeps the header reachable when dragged off screen', () => {
    const viewport = { width: 1000, height: 800 };
    expect(clampPosition({ x: 300, y: 200 }, 480, viewport)).toEqual({ x: 300, y: 200 });
    expect(clampPosition({ x: -1000, y: -50 }, 480, viewport)).toEqual({ x: -432, y: 0 });
    expect(clampPosition({ x: 5000, y: 5000 }, 480, viewport)).toEqual({ x: 952, y: 752 });
  });
});
