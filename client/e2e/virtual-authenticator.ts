import type { Browser, Page } from '@playwright/test';
import { acceptInvitation, invite } from './invitations';

/** A platform authenticator with user verification, as a laptop's fingerprint reader (CDP WebAuthn domain). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * The owner (signed in on `owner`) invites `person`, who joins with `password` in a browser of their
 * own holding a virtual authenticator. WebAuthn refuses IP addresses, so that browser uses the site
 * at localhost (the server's SITE_URL).
 */
export async function joinWithAuthenticator(
  owner: Page,
  browser: Browser,
  baseURL: string | undefined,
  person: { name: string; email: string; role: string },
  password: string,
) {
  const { token } = await invite(owner.request, person);
  const context = await browser.newContext({ baseURL: `http://localhost:${new URL(baseURL!).port}` });
  const page = await context.newPage();
  const authenticator = await addVirtualAuthenticator(page);
  await acceptInvitation(page.request, token, password);
  return { context, page, ...authenticator };
}
