import { describe, expect, it } from 'vitest';
import { MESSAGES, TOAST_MS } from '@fleet/domain';
import { ApiError } from './api-client';
import { describeError } from './error-toasts';

const apiError = (status: number, code: string, message = 'Server says no.', type?: string) =>
  new ApiError({ status, code, message, type });

describe('describeError (spec 2 §8 generic handling)', () => {
  it('shows NE000 for 4 s, closable on click, when the server was not reached', () => {
    const error = new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'x',
      isNetworkError: true,
    });
    expect(describeError(error)).toMatchObject({
      message: 'NE000: An error has occurred. Please try again.',
      autoClose: TOAST_MS.networkError,
      closeOnClick: true,
    });
  });

  it('shows the status of an answer without the error shape', () => {
    const error = new ApiError({
      status: 502,
      code: 'NETWORK_ERROR',
      message: 'x',
      isNetworkError: true,
    });
    expect(describeError(error).message).toBe(MESSAGES.networkError(502));
  });

  it('asks to log in again on a 401', () => {
    expect(describeError(apiError(401, 'UNAUTHENTICATED')).message).toBe(MESSAGES.notLoggedIn);
  });

  it('says the session ended on an invalid token', () => {
    const toast = describeError(apiError(401, 'UNAUTHENTICATED', 'x', 'invalid_token'));
    expect(toast.message).toBe(MESSAGES.invalidToken);
  });

  it('adds "Please try again shortly." to a 500 message, 8 s, not closable', () => {
    expect(describeError(apiError(500, 'INTERNAL', 'Database unavailable.'))).toMatchObject({
      message: 'Database unavailable. Please try again shortly.',
      autoClose: TOAST_MS.serverError,
      closeOnClick: false,
      withCloseButton: false,
    });
  });

  it('maps 403, 404 and 409', () => {
    expect(describeError(apiError(403, 'FORBIDDEN')).message).toBe(MESSAGES.forbidden);
    expect(describeError(apiError(403, 'READ_ONLY')).message).toBe(MESSAGES.readOnly);
    expect(describeError(apiError(404, 'NOT_FOUND')).message).toBe(MESSAGES.notFound);
    expect(describeError(apiError(409, 'CONFLICT', 'Name taken.')).message).toBe('Name taken.');
  });

  it('titles a validation failure with the server message', () => {
    expect(describeError(apiError(400, 'VALIDATION_FAILED', 'Email is required'))).toMatchObject({
      title: 'Email is required',
      message: MESSAGES.validationHint,
    });
  });

  it('falls back to "A problem occurred"', () => {
    for (const error of [apiError(429, 'RATE_LIMITED'), new Error('boom'), 'odd']) {
      expect(describeError(error)).toMatchObject({
        title: MESSAGES.problemTitle,
        message: MESSAGES.problemText,
        autoClose: TOAST_MS.default,
      });
    }
  });
});
