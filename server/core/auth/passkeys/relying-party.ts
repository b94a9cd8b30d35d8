import { business } from '../../../../shared/business';

/** Who the passkeys belong to: the site's host name (WebAuthn refuses IP addresses) and its origin. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party of SITE_URL: "www.shorelineclosets.com", or "localhost" for the browser tests. */
export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: business.name };
}
