import { staffRoleLabels, type StaffUser } from '../../../../shared/team';
import { ChangePasswordSection } from './change-password-section';
import { OwnRegistration } from './own-registration';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { DashboardSection } from '../parts/dashboard-section';

/** Your account, /admin/account (everyone): who you are signed in as, two-factor sign-in, passkeys, your sessions, and your password. */
export function AccountPanel({ user }: { user: StaffUser }) {
  return (
    <DashboardSection id="account" title="Your account">
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 wrap-anywhere">
        <dt className="font-semibold">Name</dt>
        <dd>{user.name}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>{user.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{staffRoleLabels[user.role]}</dd>
        <OwnRegistration role={user.role} />
      </dl>
      <div className="mt-8 grid gap-10">
        <TwoFactorSection email={user.email} />
        <PasskeysSection />
        <SessionsSection />
        <ChangePasswordSection email={user.email} />
      </div>
    </DashboardSection>
  );
}
