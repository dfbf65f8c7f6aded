import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { rentalLoadMessage } from './use-rental-load-toasts';

describe('rental load toasts (spec 1 §8)', () => {
  const error = (status: number, message = 'Not found.') =>
    new ApiError({ status, code: 'X', message });
  it('says 401 and 403 in the spec’s words, otherwise the server’s message', () => {
    expect(rentalLoadMessage(error(401))).toBe(
      'You are not authorized to view the requested rental.',
    );
    expect(rentalLoadMessage(error(403))).toBe(
      'You do not have permission to view the requested rental.',
    );
    expect(rentalLoadMessage(error(404, 'That rental was not found.'))).toBe(
      'That rental was not found.',
    );
  });
});
