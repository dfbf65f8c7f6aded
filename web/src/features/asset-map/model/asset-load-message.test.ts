import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ASSET_LOAD_MESSAGES, assetLoadMessage } from './asset-load-message';

const failed = (status: number, message = '', isNetworkError = false) =>
  new ApiError({ status, code: 'X', message, isNetworkError });

describe('asset load messages (spec 1 §8)', () => {
  it('names 401, 403 and 404 with the spec’s sentences', () => {
    expect(assetLoadMessage(failed(401)).message).toBe(ASSET_LOAD_MESSAGES.unauthorized);
    expect(assetLoadMessage(failed(403)).message).toBe(ASSET_LOAD_MESSAGES.forbidden);
    expect(assetLoadMessage(failed(404, 'There is no such asset')).message).toBe(
      'Asset not found.',
    );
  });

  it('says Network Error with the hint, else the server’s message', () => {
    expect(assetLoadMessage(failed(0, 'x', true))).toEqual({
      title: 'Network Error',
      message: 'Please check your internet connection.',
    });
    expect(assetLoadMessage(failed(500, 'Something went wrong on our side.')).message).toBe(
      'Something went wrong on our side.',
    );
  });
});
