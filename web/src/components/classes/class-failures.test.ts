import { describe, expect, it } from 'vitest';
import { CLASSES_MESSAGES, MESSAGES } from '@fleet/domain';
import { ApiError } from '../../lib/api-client';
import { failureMessage } from './class-failures';
import { isAcceptedPhoto } from './class-photo-field';

const apiError = (status: number, message: string, code = 'CONFLICT') =>
  new ApiError({ status, code, message });

describe('class and category failures (spec 2 §8)', () => {
  it('says the server’s sentence for a refusal, else the spec’s fallback', () => {
    const fallback = CLASSES_MESSAGES.classCreateFailed;
    expect(failureMessage(apiError(409, CLASSES_MESSAGES.classNameInUse), fallback)).toBe(
      CLASSES_MESSAGES.classNameInUse,
    );
    expect(failureMessage(apiError(500, 'boom', 'INTERNAL'), fallback)).toBe(fallback);
    expect(failureMessage(new Error('offline'), fallback)).toBe(fallback);
    const offline = new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'x',
      isNetworkError: true,
    });
    expect(failureMessage(offline, fallback)).toBe(fallback);
    expect(failureMessage(apiError(403, 'no', 'FORBIDDEN'), fallback)).toBe(MESSAGES.forbidden);
  });
});

describe('class photo types (spec 2 §5)', () => {
  it('takes png, gif, jpeg and heif, and a .heic the browser gave no type', () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg', 'image/heif', 'image/heic']) {
      expect(isAcceptedPhoto({ name: 'a', type })).toBe(true);
    }
    expect(isAcceptedPhoto({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
  });

  it('refuses anything else, whatever its name says', () => {
    expect(isAcceptedPhoto({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isAcceptedPhoto({ name: 'x.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isAcceptedPhoto({ name: 'x.webp', type: 'image/webp' })).toBe(false);
    expect(isAcceptedPhoto({ name: 'x.png', type: '' })).toBe(false);
  });
});
