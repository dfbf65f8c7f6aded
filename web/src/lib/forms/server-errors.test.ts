import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fleet/domain';
import { ApiError } from '../api-client';
import { hasFormPath } from './form-paths';
import { describeServerError } from './server-errors';

const apiError = (status: number, code: string, message: string, details?: unknown) =>
  new ApiError({ status, code, message, details });

const formValues = { device_serial: 'x', asset_id: null, items: [{ name: 'a' }] };
const isField = (path: string) => hasFormPath(formValues, path);
const forForm = (error: unknown) => describeServerError(error, isField);

describe('describeServerError', () => {
  it('puts each issue under the field its path names, not by reading the message', () => {
    const error = apiError(400, 'VALIDATION_FAILED', 'anything the server says', {
      issues: [
        { path: ['device_serial'], message: 'Use letters, digits and - _ . : only' },
        { path: ['items', 0, 'name'], message: 'Name it' },
      ],
    });
    expect(forForm(error)).toEqual({
      fields: { device_serial: 'Use letters, digits and - _ . : only', 'items.0.name': 'Name it' },
      message: null,
    });
  });

  it('keeps the first issue of a field', () => {
    const error = apiError(400, 'VALIDATION_FAILED', 'x', {
      issues: [
        { path: ['device_serial'], message: 'Too long' },
        { path: ['device_serial'], message: 'Bad letters' },
      ],
    });
    expect(forForm(error).fields).toEqual({ device_serial: 'Too long' });
  });

  it('shows issues of no field of the form above the buttons, with where they were', () => {
    const error = apiError(400, 'VALIDATION_FAILED', 'x', {
      issues: [
        { path: ['device_serial'], message: 'Too long' },
        { path: ['tracker_type_id'], message: 'Must be 1 or 4' },
        { path: [], message: 'Send a JSON object' },
      ],
    });
    expect(forForm(error)).toEqual({
      fields: { device_serial: 'Too long' },
      message: 'tracker_type_id: Must be 1 or 4; Send a JSON object',
    });
  });

  it('shows the server’s sentence when a validation refusal lists no issues', () => {
    expect(
      forForm(apiError(400, 'VALIDATION_FAILED', 'The request body is not valid JSON.')),
    ).toEqual({ fields: {}, message: 'The request body is not valid JSON.' });
    const odd = apiError(400, 'VALIDATION_FAILED', 'Refused', { issues: 'not a list' });
    expect(forForm(odd)).toEqual({ fields: {}, message: 'Refused' });
    const none = apiError(400, 'VALIDATION_FAILED', 'Refused', { issues: [] });
    expect(forForm(none)).toEqual({ fields: {}, message: 'Refused' });
  });

  it('shows the server’s sentence for a conflict or a missing row, verbatim', () => {
    const taken = 'A tracker with the identifier MY-PHONE-1 is already registered.';
    expect(forForm(apiError(409, 'CONFLICT', taken))).toEqual({ fields: {}, message: taken });
    expect(forForm(apiError(404, 'NOT_FOUND', 'That asset does not exist.')).message).toBe(
      'That asset does not exist.',
    );
  });

  it('says the spec’s words for refusals and failures', () => {
    expect(forForm(apiError(403, 'READ_ONLY', 'x')).message).toBe(MESSAGES.readOnly);
    expect(forForm(apiError(403, 'FORBIDDEN', 'x')).message).toBe(MESSAGES.forbidden);
    const offline = new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'x',
      isNetworkError: true,
    });
    expect(forForm(offline).message).toMatch(/^NE000/);
    expect(forForm(new Error('boom')).message).toBe(MESSAGES.problemText);
    expect(forForm(apiError(500, 'INTERNAL', 'x')).fields).toEqual({});
  });
});

describe('hasFormPath', () => {
  it('finds fields, null ones and those inside lists', () => {
    expect(hasFormPath(formValues, 'device_serial')).toBe(true);
    expect(hasFormPath(formValues, 'asset_id')).toBe(true);
    expect(hasFormPath(formValues, 'items.0.name')).toBe(true);
  });

  it('finds nothing that is not a field', () => {
    expect(hasFormPath(formValues, '')).toBe(false);
    expect(hasFormPath(formValues, 'tracker_type_id')).toBe(false);
    expect(hasFormPath(formValues, 'items.1.name')).toBe(false);
    expect(hasFormPath(formValues, 'device_serial.length')).toBe(false);
    expect(hasFormPath(formValues, 'toString')).toBe(false);
  });
});
