import { expect, type APIRequestContext } from '@playwright/test';
import { fromSite } from './from-site';

/** Staff (`owner`, an API client signed in as the owner) invite `person`: the invitation's link and token. */
export async function invite(owner: APIRequestContext, person: { name: string; email: string; role: string }) {
  const invited = await owner.post('/api/team/invitations', { headers: fromSite, data: person });
  expect(invited.status()).toBe(201);
  const link = new URL(((await invited.json()) as { link: string }).link);
  return { link, token: link.searchParams.get('invitation') ?? '' };
}

/** The invited person chooses `password` through `client`, which is then signed in as them. */
export async function acceptInvitation(client: APIRequestContext, token: string, password: string) {
  const accepted = await client.post(`/api/invitations/${token}`, { headers: fromSite, data: { password } });
  expect(accepted.status()).toBe(201);
}
