import Database from 'better-sqlite3';
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { business } from '../../shared/business';
import { designToQuery } from '../../shared/design/design-query';
import { startingLayout } from '../../shared/design/layout';
import { wallsOfWidths } from '../../shared/design/design-rules';
import { contactPath } from '../../shared/api/public-paths';
import { pathTo } from '../../shared/api/route';
import { teamApi } from '../../shared/api/team';
import { leadProposalPagePath } from '../../shared/staff-pages';
import type { StaffProposal } from '../../shared/proposals/proposal';
import { signInApi } from '../../shared/api/sign-in';
import { loadKeyFile } from '../../server/core/secrets/key-file';
import { createKeyring } from '../../server/core/secrets/keyring';
import { proposalCopy } from '../../client/src/site/proposal/proposal-copy';
import type { RouteDef } from '../../client/src/routes';
import type { RunningServer } from './server';
import { auditOwner } from './staff-pages';
import { leadsApi } from '../../shared/api/leads';
import { proposalsApi } from '../../shared/api/proposals';
import { homeownerProposalsApi } from '../../shared/api/homeowner-proposals';
import { paymentsApi } from '../../shared/api/payments';
import { proposalPagePath } from '../../shared/paths';
import type { StripeDouble } from '../../server/test/stripe-double';

const homeowner = { name: 'Audit Proposal Homeowner', email: 'audit.proposal@example.com' };
const payer = { name: 'Audit Paying Homeowner', email: 'audit.paying@example.com' };

/** Fails the audit's setup with the answer that was not ok. */
export async function ok(what: string, res: APIResponse): Promise<APIResponse> {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return res;
}

const proposalRoute = (path: string) =>
  ({
    path,
    title: `${proposalCopy.title} | ${business.name}`,
    description: '',
    noindex: true,
    component: () => null,
  }) as unknown as RouteDef;

/**
 * A consultation request with a plan from `person`, and the proposal the owner saves and sends
 * from it, as the editor does; its link is read from the homeowner's e-mail in the outbox, opened
 * with the server's key file.
 */
export async function sendAuditProposal(
  api: APIRequestContext,
  server: RunningServer,
  person: { name: string; email: string },
): Promise<{ leadId: number; token: string; path: string }> {
  const plan = startingLayout({ spaceType: 'Walk-In Closet', ceilingIn: 96, walls: wallsOfWidths([96, 72]) });
  await ok(
    `POST ${contactPath}`,
    await api.post(contactPath, {
      data: {
        ...person,
        phone: '203 555 0151',
        zip: '06880',
        rooms: ['Walk-In Closet'],
        message: 'A walk-in closet for the audit.',
        plan: designToQuery(plan),
      },
    }),
  );
  const leads = (await (
    await ok(`GET ${leadsApi.list.path}`, await api.get(leadsApi.list.path, { params: { q: person.email } }))
  ).json()) as {
    submissions: { id: number }[];
  };
  const leadId = leads.submissions[0]?.id;
  if (leadId === undefined) throw new Error(`the lead ${person.email} was not found`);
  const fresh = (await (
    await ok('GET proposal', await api.get(pathTo(proposalsApi.read, { id: leadId })))
  ).json()) as StaffProposal;
  await ok(
    'PUT proposal',
    await api.put(pathTo(proposalsApi.save, { id: leadId }), {
      data: { ...fresh.draft, noteToHomeowner: 'Three ways to do your walk-in, from the plan you drew.' },
    }),
  );
  await ok('POST proposal send', await api.post(pathTo(proposalsApi.send, { id: leadId })));

  const db = new Database(server.databasePath, { readonly: true });
  const mail = (() => {
    try {
      return db.prepare("SELECT body FROM mail_outbox WHERE kind = 'proposal' AND lead_id = ?").get(leadId) as
        { body: string } | undefined;
    } finally {
      db.close();
    }
  })();
  const body = mail ? createKeyring(loadKeyFile(server.keyFilePath)).open(mail.body) : '';
  const match = /https?:\/\/\S+?\/proposal\/([\w-]+)/.exec(body);
  if (!match) throw new Error('no proposal link in the homeowner’s e-mail');
  return { leadId, token: match[1]!, path: `${proposalPagePath}/${match[1]!}` };
}

/** The owner signed in through `api`, with a salesperson registration to send proposals under. */
export async function signInAuditOwner(api: APIRequestContext): Promise<void> {
  const { signIn, session } = signInApi;
  await ok(`POST ${signIn.path}`, await api.post(signIn.path, { data: auditOwner }));
  const me = (await (await ok(`GET ${session.path}`, await api.get(session.path))).json()) as {
    user: { id: number };
  };
  await ok(
    'PUT registration',
    await api.put(pathTo(teamApi.registration, { id: me.user.id }), {
      data: { salespersonRegistration: 'SLP.0000001' },
    }),
  );
}

/** The homeowner signs for Better and pays the deposit through Checkout; the double's signed webhook confirms it. */
async function signAndPayDeposit(api: APIRequestContext, double: StripeDouble, token: string, name: string) {
  await ok(
    'POST accept',
    await api.post(pathTo(homeownerProposalsApi.accept, { token }), {
      data: { version: 1, option: 1, fullName: name, agreeTerms: true, agreeElectronic: true },
    }),
  );
  const checkout = (await (
    await ok('POST payments', await api.post(pathTo(paymentsApi.payOnline, { token }), { data: { stage: 'deposit' } }))
  ).json()) as { url: string };
  const sessionId = /cs_test_\d+$/.exec(checkout.url)?.[0];
  if (!sessionId) throw new Error(`no Checkout session in ${checkout.url}`);
  const payload = JSON.stringify(double.sessionEvent('checkout.session.completed', sessionId, 'paid'));
  await ok(
    'POST webhook',
    await api.post(paymentsApi.stripeWebhook.path, {
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': double.signature(payload) },
      data: payload,
    }),
  );
}

/**
 * Live proposal pages (/proposal/<token>) and an editor (/admin/leads/<id>/proposal) to audit, on
 * the audit's throwaway database: a proposal as sent, and another signed with its deposit paid
 * online through the Stripe double (the homeowner's job page: the schedule, "Pay $X", the payment).
 * Both are rendered per request, so only the checks that load pages in a browser visit them.
 */
export async function proposalPageRoutes(
  server: RunningServer,
  double: StripeDouble,
): Promise<{ pages: RouteDef[]; editorPath: string }> {
  const api = await request.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { Origin: server.baseUrl } });
  try {
    await signInAuditOwner(api);
    const sent = await sendAuditProposal(api, server, homeowner);
    const paid = await sendAuditProposal(api, server, payer);
    await signAndPayDeposit(api, double, paid.token, payer.name);
    return {
      pages: [proposalRoute(sent.path), proposalRoute(paid.path)],
      editorPath: leadProposalPagePath(sent.leadId),
    };
  } finally {
    await api.dispose();
  }
}
