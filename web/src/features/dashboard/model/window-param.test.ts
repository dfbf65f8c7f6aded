import { describe, expect, it } from 'vitest';
import { readWindow, withWindow } from './window-param';

describe('window parameter', () => {
  it('reads 7 or 30, and anything else as the default 7', () => {
    expect(readWindow('30')).toBe(30);
    expect(readWindow('7')).toBe(7);
    expect(readWindow(null)).toBe(7);
    expect(readWindow('14')).toBe(7);
    expect(readWindow('30 ')).toBe(7);
  });

  it('writes the window, keeping other parameters and leaving the default out', () => {
    const params = new URLSearchParams('idle=30');
    expect(withWindow(params, 'utilization', 30).toString()).toBe('idle=30&utilization=30');
    expect(withWindow(params, 'idle', 7).toString()).toBe('');
    expect(params.toString()).toBe('idle=30');
  });
});
