import { asc, eq } from 'drizzle-orm';
import { Router } from 'express';
import { apiMessages } from '../../shared/api-messages';
import { teamApi } from '../../shared/api/team';
import { staffRoleLabels } from '../../shared/team';
import type { TeamPerson } from '../../shared/team-schema';
import { records, type ActivityExtras } from '../core/activity/activity-log';
import { activityPage } from './activity-queries';
import { findStaff, type StaffRow } from '../core/auth/staff-accounts';
import { endSessionsOf } from '../core/auth/staff-guard';
import { endSessionsExcept, listSessionsOf, sessionCount } from '../core/auth/staff-sessions';
import { staff } from '../core/auth/schema';
import type { Db } from '../core/db/types';
import { sendError } from '../core/http/http-errors';
import { serve } from '../core/http/serve';
import { revokeVerifications } from '../core/verification';
import { invite, openInvitations, resend, revoke } from './invitations';
import { teamSettingsRouter } from './team-settings-router';

const invitationGone = 'Invitation not found, or already used or revoked';

/** A person as the Team page lists them: their account without its secrets. */
const toTeamPerson = (person: StaffRow): TeamPerson => ({
  id: person.id,
  name: person.name,
  email: person.email,
  role: person.role,
  status: person.status,
  lastSignInAt: person.lastSignInAt,
  salespersonRegistration: person.salespersonRegistration,
});

/**
 * The Team page's API under /api/team (owners only): people, invitations, disable and enable,
 * sessions, registration, the activity record, and the team's rules (team-settings-router.ts).
 */
export function teamRouter(db: Db, { siteUrl, mailConfigured }: { siteUrl: string; mailConfigured: boolean }): Router {
  const router = Router();
  const inviter = (staffId: number) => findStaff(db, staffId)!;
  router.use(teamSettingsRouter(db));

  serve(router, teamApi.team, (_req, res) => {
    res.json({
      people: db.select().from(staff).orderBy(asc(staff.name)).all().map(toTeamPerson),
      invitations: openInvitations(db),
      mailConfigured,
    });
  });

  serve(router, teamApi.activity, (_req, res, { query }) => {
    res.json(activityPage(db, query));
  });

  serve(router, teamApi.invite, records(db, 'invitation-sent', { type: 'invitation' }), (req, res, { body }) => {
    const outcome = invite(db, body, inviter(req.staff!.id), siteUrl);
    if (outcome.kind === 'on-the-team') return sendError(res, 409, 'Someone with this e-mail is already on the team');
    res.locals.activity = {
      subjectId: outcome.invitation.id,
      detail: `${outcome.invitation.name} as ${staffRoleLabels[outcome.invitation.role]}`,
    } satisfies ActivityExtras;
    res.status(201).json({ invitation: outcome.invitation, link: outcome.link });
  });

  serve(
    router,
    teamApi.resendInvitation,
    records(db, 'invitation-resent', { type: 'invitation' }),
    (req, res, { params }) => {
      const sent = resend(db, params.id, inviter(req.staff!.id), siteUrl);
      if (!sent) return sendError(res, 404, invitationGone);
      res.json(sent);
    },
  );

  serve(
    router,
    teamApi.revokeInvitation,
    records(db, 'invitation-revoked', { type: 'invitation' }),
    (_req, res, { params }) => {
      if (!revoke(db, params.id)) return sendError(res, 404, invitationGone);
      res.json({ success: true });
    },
  );

  for (const status of ['disabled', 'active'] as const) {
    const action = status === 'disabled' ? 'disable' : 'enable';
    serve(
      router,
      teamApi[action],
      records(db, `person-${action}d`, { type: 'person' }),
      (req, res, { params: { id } }) => {
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
      },
    );
  }

  serve(
    router,
    teamApi.registration,
    records(db, 'salesperson-registration-changed', { type: 'person' }),
    (_req, res, { params: { id }, body }) => {
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
    },
  );

  serve(router, teamApi.sessions, (_req, res, { params: { id } }) => {
    if (!findStaff(db, id)) return sendError(res, 404, apiMessages.personNotFound);
    // No `current` here: an owner's own sessions are under Your account.
    res.json({ sessions: listSessionsOf(db, id) });
  });

  serve(
    router,
    teamApi.endSessions,
    records(db, 'sessions-ended', { type: 'person' }),
    (req, res, { params: { id } }) => {
      if (id === req.staff!.id) return sendError(res, 409, 'End your own sessions under Your account');
      const person = findStaff(db, id);
      if (!person) return sendError(res, 404, apiMessages.personNotFound);
      const ended = endSessionsExcept(db, person.id);
      res.locals.activity = { detail: `${person.name}, ${sessionCount(ended)}` } satisfies ActivityExtras;
      res.json({ ended });
    },
  );

  return router;
}
