import { useQuery } from '@tanstack/react-query';
import { can, type Permission } from '../../../../shared/team';
import { sessionQuery } from '../api/session';

/**
 * What the signed-in person may do, from the session answer: the dashboard shows only what the
 * server would allow (the server decides; this only keeps buttons that would answer 403 away). As
 * on the server, until a required two-factor setup is done only Your account opens.
 */
export function useStaffCan() {
  const session = useQuery(sessionQuery);
  const user = session.data?.authenticated ? session.data.user : undefined;
  const setupFirst = session.data?.authenticated === true && session.data.twoFactorSetupRequired === true;
  const may = (permission: Permission) =>
    user !== undefined && (!setupFirst || permission === 'account:own') && can(user.role, permission);
  return { user, setupFirst, may };
}
