import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSnapshot } from './snapshot';
import { FRAME_HEIGHT, FRAME_WIDTH } from './scene';

const AT = Date.UTC(2026, 10, 28, 7, 35, 12);

describe('camera snapshot', () => {
  it('is a JPEG of the feed at that moment, different per feed', async () => {
    const outside = await renderSnapshot({ assetName: 'Truck 12', feed: 'outside', at: AT });
    expect([...outside.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(outside).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: FRAME_WIDTH, height: FRAME_HEIGHT });
    const inside = await renderSnapshot({ assetName: 'Truck 12', feed: 'inside', at: AT });
    expect(inside.equals(outside)).toBe(false);
    // The header's middle: navy outside, maroon inside.
    const pixel = async (jpeg: Buffer) => {
      const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      const at = (13 * FRAME_WIDTH + FRAME_WIDTH / 2) * 3;
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    };
    const [r1, , b1] = await pixel(outside);
    const [r2, , b2] = await pixel(inside);
    expect(b1).toBeGreaterThan(r1 ?? 0);
    expect(r2).toBeGreaterThan(b2 ?? 0);
  });
});
