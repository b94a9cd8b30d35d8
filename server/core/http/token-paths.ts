/**
 * The first path segment after each of these is a secret link's token (server/core/verification):
 * the booking page and its API, invitations, password resets, calendar feeds, proposals. Express
 * matches routes without regard to case, so neither does this. deploy/nginx/ mirrors the list.
 */
const tokenPath =
  /^(\/+(?:api\/+)?(?:book|bookings|invitations|password-resets|calendar|proposal|proposals))\/+([^/]+)/i;

/** A path as it may be written to a log: the token, if any, replaced by `:token`. */
export function withoutToken(path: string): string {
  return path.replace(tokenPath, (_all, prefix: string, token: string) =>
    /\.ics$/i.test(token) ? `${prefix}/:token.ics` : `${prefix}/:token`,
  );
}
