import { describe, expect, it } from 'vitest';
import { linkedOperatorId } from './linked-driver';

describe('the driver a link names', () => {
  const drivers = [
    { operator: { ...operator(7), fts_driver_id: 'fts-7' } },
    { operator: { ...operator(8), fts_driver_id: null } },
  ];
  function operator(id: number) {
    return {
      operator_id: id,
      first_name: 'A',
      last_name: 'B',
      fts_driver_id: null,
      deleted_at: null,
      active_operator: null,
    };
  }

  it('is found by the camera’s driver id, or by operator id', () => {
    expect(linkedOperatorId('fts-7', drivers)).toBe(7);
    expect(linkedOperatorId('8', drivers)).toBe(8);
    expect(linkedOperatorId('fts-9', drivers)).toBeNull();
    expect(linkedOperatorId(null, drivers)).toBeNull();
    expect(linkedOperatorId(' ', drivers)).toBeNull();
  });
});
