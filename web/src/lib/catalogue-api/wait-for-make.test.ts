import { describe, expect, it, vi } from 'vitest';
import type { PimMake } from '@fleet/domain';
import { waitForMake } from './wait-for-make';

const make: PimMake = { id: 9, name: 'Acme Iron', company_id: 1, is_deleted: false };

describe('waitForMake', () => {
  it('asks again a second apart until the new make appears', async () => {
    const answers: PimMake[][] = [[], [], [make]];
    const find = vi.fn(() => Promise.resolve(answers.shift() ?? []));
    const sleep = vi.fn(() => Promise.resolve());
    await expect(waitForMake(find, 9, { sleep })).resolves.toEqual(make);
    expect(find).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('gives up after 10 tries, failed look-ups included', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const find = vi.fn(() => Promise.reject(new Error('offline')));
    const sleep = vi.fn(() => Promise.resolve());
    await expect(waitForMake(find, 9, { sleep })).resolves.toBeUndefined();
    expect(find).toHaveBeenCalledTimes(10);
    expect(sleep).toHaveBeenCalledTimes(9);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
