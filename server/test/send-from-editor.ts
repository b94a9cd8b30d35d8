import { expect } from 'vitest';
import { proposalsApi } from '../../shared/api/proposals';
import { pathTo } from '../../shared/api/route';
import type { StaffProposal } from '../../shared/proposals/proposal';
import { listOutbox } from '../core/mail/outbox';
import { signedInAgent } from './admin-agent';
import type { createTestApp } from './test-app';
import { recordTestLead } from './test-lead';
import { proposalVersions } from '../proposals';

/**
 * A fresh lead's proposal saved and sent by the signed-in owner as the editor does (its draft as the
 * editor first gets it): the owner's agent, that draft, the link from the e-mail and the version sent.
 */
export async function sendFromEditor(ctx: ReturnType<typeof createTestApp>, name = 'Hana Homeowner') {
  const { leadId } = recordTestLead(ctx.db, name);
  const owner = await signedInAgent(ctx.app);
  const draftPath = pathTo(proposalsApi.read, { id: leadId });
  const fresh = (await owner.get(draftPath)).body as StaffProposal;
  expect((await owner.put(draftPath).send(fresh.draft)).status).toBe(200);
  expect((await owner.post(pathTo(proposalsApi.send, { id: leadId })).send({})).status).toBe(200);
  const email = listOutbox(ctx.db).find((m) => m.leadId === leadId && m.kind === 'proposal')!;
  const token = /\/proposal\/([\w-]{43})/.exec(email.body)![1]!;
  const version = ctx.db.select().from(proposalVersions).all().at(-1)!;
  return { leadId, owner, fresh, token, version };
}
