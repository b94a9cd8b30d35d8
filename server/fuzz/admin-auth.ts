/**
 * How the fuzzer signs in as staff. There is no sign-in in this tree yet (the admin issue adds
 * POST /api/admin/login): until then `adminAuth` is null, admin endpoints are fuzzed only for
 * crashes and leaks, and the "signed out cannot succeed" test is reported as skipped.
 * When sign-in lands, set the password in the test database and return the session cookie here.
 */
export interface AdminAuth {
  /** Headers (Cookie, Origin) of a signed-in staff member, for a server at `baseUrl`. */
  signIn(baseUrl: string): Promise<Record<string, string>>;
}

export const adminAuth: AdminAuth | null = null;
