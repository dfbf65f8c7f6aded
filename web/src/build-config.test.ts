import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';

describe('the production build', () => {
  it('makes no source maps (they would publish the whole TypeScript source)', () => {
    expect(viteConfig.build?.sourcemap ?? false).toBe(false);
  });
});
