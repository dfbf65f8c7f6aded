import { describe, expect, it } from 'vitest';
import { operatorsAppAddress } from './frame-address';

describe('operatorsAppAddress', () => {
  it('frames the same app at its operators-app hash route, with the search kept', () => {
    expect(
      operatorsAppAddress(
        { origin: 'https://fleet.example', pathname: '/' },
        '/camera/fts',
        '?tab=fts',
      ),
    ).toBe('https://fleet.example/#/operators-app/camera/fts?tab=fts');
  });
});
