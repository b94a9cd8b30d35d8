import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TeamSettings } from '../../../../shared/team-schema';
import { saveTeamSettings, teamSettingsKey, teamSettingsQuery } from '../api/team';
import { QueryState } from '../parts/query-state';
import { useAdminAction } from '../parts/use-admin-action';
import { Heading } from '../parts/dashboard-section';

/** The owner's rule: everyone signs in with an authenticator app as well as a password, or it is up to each person. */
export function TwoFactorRuleSection() {
  const id = useId();
  const settings = useQuery(teamSettingsQuery);
  const save = useAdminAction({
    run: (settings: TeamSettings) => saveTeamSettings(settings),
    refresh: [teamSettingsKey],
    done: ({ requireTwoFactor }) => ({
      title: requireTwoFactor ? 'Two-factor sign-in is required for everyone' : 'Two-factor sign-in is optional',
    }),
    failed: 'Could not change the sign-in rule',
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <Heading offset={1} id={`${id}-heading`} className="text-xl">
        Two-factor sign-in
      </Heading>
      <div className="mt-4">
        <QueryState query={settings} what="the sign-in rule">
          {({ requireTwoFactor }) => (
            <div className="grid max-w-2xl gap-1">
              <label htmlFor={`${id}-require`} className="flex min-h-11 items-center gap-3 font-semibold">
                <input
                  id={`${id}-require`}
                  type="checkbox"
                  className="size-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500"
                  checked={save.isPending && save.variables ? save.variables.requireTwoFactor : requireTwoFactor}
                  disabled={save.isPending}
                  aria-describedby={`${id}-explained`}
                  onChange={(e) => save.mutate({ requireTwoFactor: e.target.checked })}
                />
                Require two-factor sign-in for everyone
              </label>
              <p id={`${id}-explained`} className="text-ink-soft">
                Everyone then signs in with a code from an authenticator app as well as a password. People who have not
                set one up are asked to at their next sign-in, including you.
              </p>
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
