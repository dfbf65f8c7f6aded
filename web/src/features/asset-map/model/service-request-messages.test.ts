import { describe, expect, it } from 'vitest';
import { SERVICE_REQUEST_MESSAGES } from '@fleet/domain';
import { ApiError } from '../../../lib/api-client';
import { UploadFailedError } from '../api/request-service';
import { serviceRequestFailure } from './service-request-messages';

describe('service request messages (spec 1 §8)', () => {
  it('says no request was made when a file failed to upload', () => {
    expect(serviceRequestFailure(new UploadFailedError('x'))).toBe(
      SERVICE_REQUEST_MESSAGES.uploadFailed,
    );
  });

  it("shows the server's 409 sentence, else the spec's", () => {
    const said = new ApiError({ status: 409, code: 'CONFLICT', message: 'Three are open.' });
    expect(serviceRequestFailure(said)).toBe('Three are open.');
    const silent = new ApiError({ status: 409, code: 'CONFLICT', message: '' });
    expect(serviceRequestFailure(silent)).toBe(SERVICE_REQUEST_MESSAGES.tooMany);
  });

  it('shows another refusal’s message, and the generic sentence for the unknown', () => {
    const refused = new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'No.' });
    expect(serviceRequestFailure(refused)).toBe('No.');
    const network = new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'unreachable',
      isNetworkError: true,
    });
    expect(serviceRequestFailure(network)).toBe(SERVICE_REQUEST_MESSAGES.failed);
    expect(serviceRequestFailure(new TypeError('boom'))).toBe(SERVICE_REQUEST_MESSAGES.failed);
  });
});
