import { describe, expect, it } from 'vitest';
import {
  COUNT_STYLE,
  LABEL_STYLE,
  MAX_LABEL_CHARS,
  textImageSize,
  textImageSpec,
  truncateLabel,
} from './text-images';

describe('text images', () => {
  it('reads what to draw from the image id', () => {
    expect(textImageSpec('count-12')).toEqual({ text: '12', style: COUNT_STYLE });
    expect(textImageSpec('count-1.2k')).toEqual({ text: '1.2k', style: COUNT_STYLE });
    expect(textImageSpec('label-Excavator 7')).toEqual({ text: 'Excavator 7', style: LABEL_STYLE });
    expect(textImageSpec('heading-arrow')).toBeNull();
    expect(textImageSpec('count-')).toBeNull();
    expect(textImageSpec('label-   ')).toBeNull();
  });

  it('cuts long names with an ellipsis, by code point', () => {
    expect(truncateLabel('  Truck 12  ')).toBe('Truck 12');
    const long = 'Caterpillar 320 Excavator, yard 4 north';
    const cut = truncateLabel(long);
    expect(Array.from(cut)).toHaveLength(MAX_LABEL_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    const emoji = '🚜'.repeat(40);
    expect(truncateLabel(emoji)).toBe(`${'🚜'.repeat(MAX_LABEL_CHARS - 1)}…`);
  });

  it('sizes images in device pixels, with room for padding and halo', () => {
    expect(textImageSize(20, COUNT_STYLE, 1)).toEqual({ width: 24, height: 16 });
    expect(textImageSize(20, COUNT_STYLE, 2)).toEqual({ width: 48, height: 32 });
    // 50 + 2 × (4 padding + 3 halo) = 64 CSS px.
    expect(textImageSize(50, LABEL_STYLE, 1.5)).toEqual({ width: 96, height: 30 });
    expect(textImageSize(0.2, COUNT_STYLE, 1).width).toBeGreaterThanOrEqual(1);
  });
});
