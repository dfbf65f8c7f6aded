import { describe, expect, it } from 'vitest';
import { TRACKER_DISPLAY_STATUSES } from './display-status';
import { DISPLAY_STATUS_LABELS, movementLabel } from './status-labels';

describe('movementLabel', () => {
  it('matches the spec 1 §9 examples', () => {
    expect(movementLabel('idling', 'Delayed Sync')).toBe('Idling / Delayed Sync');
    expect(movementLabel('running', 'Synced')).toBe('Running / Synced');
  });

  it('names every display status', () => {
    expect(TRACKER_DISPLAY_STATUSES.map((s) => DISPLAY_STATUS_LABELS[s])).toEqual([
      'Manual Location',
      'Not Communicating',
      'Being Hauled',
      'Idling',
      'Driving',
      'Running',
      'Bluetooth Node',
      'Off',
    ]);
    expect(movementLabel('bluetooth_node', 'Out of Sync')).toBe('Bluetooth Node / Out of Sync');
  });
});
