import { describe, expect, it } from 'vitest';
import {
  INVENTORY_STATUS,
  INVENTORY_STATUS_LABELS,
  inventoryStatusColour,
  inventoryStatusLabel,
} from './inventory-status';

describe('inventory statuses (spec 1 §4)', () => {
  it('names the eleven labels of the spec', () => {
    expect(Object.values(INVENTORY_STATUS_LABELS).sort()).toEqual(
      [
        'Assigned',
        'Hard Down',
        'Make Ready',
        'Needs Inspection',
        'On-rent',
        'On RPO',
        'Passed',
        'Pending Return',
        'Pre-delivered',
        'Ready to Rent',
        'Soft Down',
      ].sort(),
    );
    expect(inventoryStatusLabel(999)).toBe('Unknown');
  });

  it('colours danger, warning, success and subdued as the spec says', () => {
    const colourOf = (label: string) => {
      const id = Object.entries(INVENTORY_STATUS_LABELS).find(([, l]) => l === label)?.[0];
      return inventoryStatusColour(Number(id));
    };
    expect(['Hard Down', 'Make Ready', 'Needs Inspection'].map(colourOf)).toEqual([
      'danger',
      'danger',
      'danger',
    ]);
    expect(colourOf('Soft Down')).toBe('warning');
    expect(colourOf('Ready to Rent')).toBe('success');
    for (const label of ['Assigned', 'On-rent', 'On RPO', 'Passed', 'Pending Return']) {
      expect(colourOf(label)).toBe('subdued');
    }
    expect(inventoryStatusColour(INVENTORY_STATUS.preDelivered)).toBe('subdued');
  });
});
