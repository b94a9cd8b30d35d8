import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-request';
import { describeError, isUnauthorized } from './errors';

describe('describeError', () => {
  it('shows the status and the server error text of an API failure', () => {
    const err = new ApiError(404, { success: false, error: 'Testimonial not found' }, '{"success":false,...}');
    expect(describeError(err)).toBe('404: Testimonial not found');
  });

  it('keeps the "STATUS: body" message when the body has no error text', () => {
    expect(describeError(new ApiError(502, undefined, 'Bad gateway'))).toBe('502: Bad gateway');
  });

  it('shows the message of any other error', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(describeError('offline')).toBe('offline');
  });
});

describe('isUnauthorized', () => {
  it('is true only for an API answer with status 401', () => {
    expect(isUnauthorized(new ApiError(401, { error: 'Sign in' }, '...'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, { error: 'Forbidden' }, '...'))).toBe(false);
    expect(isUnauthorized(new Error('401: looks like one but is not an API answer'))).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
});
