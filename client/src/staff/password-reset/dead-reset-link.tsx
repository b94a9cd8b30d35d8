import { passwordResetLifetimeMinutes } from '../../../../shared/team';
import { GoToSignIn } from './go-to-sign-in';

/** A reset link that was used, replaced by a newer one, expired or never existed. */
export function DeadResetLink() {
  return (
    <>
      <h1 className="text-3xl leading-tight">This link no longer works</h1>
      <p className="mt-3 text-ink-soft">
        Reset links work once, for {passwordResetLifetimeMinutes} minutes. Ask for a new one from the sign-in page.
      </p>
      <GoToSignIn variant="secondary" className="mt-6" />
    </>
  );
}
