import { ApiError } from '../../lib/api-request';

/** An API failure as staff read it: "404: Testimonial not found" (the status and the server's error text). */
export function describeError(err: unknown): string {
  if (err instanceof ApiError) return err.serverError === undefined ? err.message : `${err.status}: ${err.serverError}`;
  return err instanceof Error ? err.message : String(err);
}

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;
