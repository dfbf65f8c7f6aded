import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fleet/domain';
import { ApiError } from '../../../lib/api-client';
import { describeFormError } from './form-errors';

const apiError = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message });

describe('describeFormError', () => {
  it('shows the server’s conflict sentence verbatim', () => {
    const taken = 'A tracker with the identifier MY-PHONE-1 is already registered.';
    expect(describeFormError(apiError(409, 'CONFLICT', taken))).toEqual({ message: taken });
    const busy = 'PU-0007 already has tracker DEMO000007. Take it off first.';
    expect(describeFormError(apiError(409, 'CONFLICT', busy))).toEqual({ message: busy });
    expect(describeFormError(apiError(404, 'NOT_FOUND', 'That asset does not exist.'))).toEqual({
      message: 'That asset does not exist.',
    });
  });

  it('puts a validation message under the field it names', () => {
    const error = apiError(
      400,
      'VALIDATION_FAILED',
      'device_serial: Use letters, digits and - _ . : only, as the tracker sends it',
    );
    expect(describeFormError(error)).toEqual({
      field: 'device_serial',
      message: 'Use letters, digits and - _ . : only, as the tracker sends it',
    });
    expect(describeFormError(apiError(400, 'VALIDATION_FAILED', 'body: bad'))).toEqual({
      message: 'body: bad',
    });
  });

  it('says the spec’s words for refusals and failures', () => {
    expect(describeFormError(apiError(403, 'READ_ONLY', 'x')).message).toBe(MESSAGES.readOnly);
    expect(describeFormError(apiError(403, 'FORBIDDEN', 'x')).message).toBe(MESSAGES.forbidden);
    const offline = new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'x',
      isNetworkError: true,
    });
    expect(describeFormError(offline).message).toMatch(/^NE000/);
    expect(describeFormError(new Error('boom')).message).toBe(MESSAGES.problemText);
  });
});
