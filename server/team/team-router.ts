import { asc, eq } from 'drizzle-orm';
import { Router } from 'express';
import { idParams } from '../../shared/id-schema';
import { apiMessages } from '../../shared/api-messages';
import {
  invitationSchema,
  staffRoleLabels,
  type AccountSessions,
  type InvitationSent,
  type SessionsEnded,
  type TeamAnswer,
  type TeamPerson,
} from '../../shared/team';
import { activityQuerySchema } from '../../shared/activity';
import { salespersonRegistrationSchema } from '../../shared/salesperson-registration';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { activityPage } from './activity-queries';
import { findStaff, type StaffRow } from '../core/auth/staff-accounts';
import { endSessionsOf, requirePermission } from '../core/auth/staff-guard';
import { endSessionsExcept, listSessionsOf, sessionCount } from '../core/auth/staff-sessions';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { validated } from '../core/http/validated';
import { revokeVerifications } from '../core/verification';
import { invite, openInvitations, resend, revoke } from './invitations';
import { teamSettingsRouter } from './team-settings-router';

const personParams = idParams('Person');
const invitationParams = idParams('Invitation');
const invitationGone = 'Invitation not found, or already used or revoked';

const toTeamPerson = ({
  id,
  name,
  email,
  role,
  status,
  lastSignInAt,
  salespersonRegistration,
}: StaffRow): TeamPerson => ({
  id,
  name,
  email,
  role,
  status,
  lastSignInAt,
  salespersonRegistration,
});

/** The Team page's API under /api/team: people, invitations, disable and enable, sessions, rules (owners only). */
export function teamRouter(db: Db, { siteUrl, mailConfigured }: { siteUrl: string; mailConfigured: boolean }): Router {
  const router = Router();
  const manage = requirePermission('team:manage');
  const inviter = (staffId: number) => findStaff(db, staffId)!;
  router.use('/settings', teamSettingsRouter(db));

  router.get('/', manage, (_req, res) => {
    res.json({
      people: db.select().from(staff).orderBy(asc(staff.name)).all().map(toTeamPerson),
      invitations: openInvitations(db),
      mailConfigured,
    } satisfies TeamAnswer);
  });

  router.get(
    '/activity',
    manage,
    validated({ query: activityQuerySchema }, (_req, res, { query }) => {
      res.json(activityPage(db, query));
    }),
  );

  router.post(
    '/invitations',
    manage,
    records(db, 'invitation-sent', { type: 'invitation' }),
    validated({ body: invitationSchema }, (req, res, { body }) => {
      const outcome = invite(db, body, inviter(req.staff!.id), siteUrl);
      if (outcome.kind === 'on-the-team') return sendError(res, 409, 'Someone with this e-mail is already on the team');
      res.locals.activity = {
        subjectId: outcome.invitation.id,
        detail: `${outcome.invitation.name} as ${staffRoleLabels[outcome.invitation.role]}`,
      } satisfies ActivityExtras;
      res.status(201).json({ invitation: outcome.invitation, link: outcome.link } satisfies InvitationSent);
    }),
  );

  router.post(
    '/invitations/:id/resend',
    manage,
    records(db, 'invitation-resent', { type: 'invitation' }),
    validated({ params: invitationParams }, (req, res, { params }) => {
      const sent = resend(db, params.id, inviter(req.staff!.id), siteUrl);
      if (!sent) return sendError(res, 404, invitationGone);
      res.json(sent satisfies InvitationSent);
    }),
  );

  router.delete(
    '/invitations/:id',
    manage,
    records(db, 'invitation-revoked', { type: 'invitation' }),
    validated({ params: invitationParams }, (_req, res, { params }) => {
      if (!revoke(db, params.id)) return sendError(res, 404, invitationGone);
      res.json({ success: true });
    }),
  );

  for (const status of ['disabled', 'active'] as const) {
    const action = status === 'disabled' ? 'disable' : 'enable';
    router.post(
      `/people/:id/${action}`,
      manage,
      records(db, `person-${action}d`, { type: 'person' }),
      validated({ params: personParams }, (req, res, { params: { id } }) => {
        if (id === req.staff!.id) return sendError(res, 409, 'You cannot disable or enable your own account');
        const person = db.transaction((tx) => {
          const row = tx.update(staff).set({ status }).where(eq(staff.id, id)).returning().get();
          // Disabled: every link of theirs ends (both calendar feeds, a reset); enabled again, they make new ones.
          if (row && status === 'disabled') revokeVerifications(tx, { staffId: row.id });
          // Disabled: signed out everywhere at once; their next request gets 401.
          if (row && status === 'disabled') endSessionsOf(tx, row.id);
          return row;
        });
        if (!person) return sendError(res, 404, apiMessages.personNotFound);
        res.locals.activity = { detail: person.name } satisfies ActivityExtras;
        res.json({ person: toTeamPerson(person) });
      }),
    );
  }

  router.put(
    '/people/:id/registration',
    manage,
    records(db, 'salesperson-registration-changed', { type: 'person' }),
    validated({ params: personParams, body: salespersonRegistrationSchema }, (_req, res, { params: { id }, body }) => {
      const person = db
        .update(staff)
        .set({ salespersonRegistration: body.salespersonRegistration })
        .where(eq(staff.id, id))
        .returning()
        .get();
      if (!person) return sendError(res, 404, apiMessages.personNotFound);
      res.locals.activity = {
        detail: `${person.name}: ${person.salespersonRegistration ?? 'none'}`,
      } satisfies ActivityExtras;
      res.json({ person: toTeamPerson(person) });
    }),
  );

  router.get(
    '/people/:id/sessions',
    manage,
    validated({ params: personParams }, (_req, res, { params: { id } }) => {
      if (!findStaff(db, id)) return sendError(res, 404, apiMessages.personNotFound);
      // No `current` here: an owner's own sessions are under Your account.
      res.json({ sessions: listSessionsOf(db, id) } satisfies AccountSessions);
    }),
  );

  router.post(
    '/people/:id/end-sessions',
    manage,
    records(db, 'sessions-ended', { type: 'person' }),
    validated({ params: personParams }, (req, res, { params: { id } }) => {
      if (id === req.staff!.id) return sendError(res, 409, 'End your own sessions under Your account');
      const person = findStaff(db, id);
      if (!person) return sendError(res, 404, apiMessages.personNotFound);
      const ended = endSessionsExcept(db, person.id);
      res.locals.activity = { detail: `${person.name}, ${sessionCount(ended)}` } satisfies ActivityExtras;
      res.json({ ended } satisfies SessionsEnded);
    }),
  );

  return router;
}
