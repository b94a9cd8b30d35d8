import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-request';
import { NewPasswordForm, type NewPassword } from '../sign-in/new-password-form';
import { GoToSignIn } from './go-to-sign-in';
import { resetPassword } from '../api/password-reset';

/**
 * The valid reset link: choose a new password. Nobody is signed in by it: the person signs in
 * afterwards with the new password. A link that stopped working meanwhile (410) calls `onGone`.
 */
export function ChooseNewPassword({ token, email, onGone }: { token: string; email: string; onGone: () => void }) {
  const [changed, setChanged] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);

  // The form is gone: keep the keyboard (and the screen reader) on what replaced it.
  useEffect(() => {
    if (changed) done.current?.focus();
  }, [changed]);

  const save = async (values: NewPassword) => {
    try {
      await resetPassword(token, values.password);
      setChanged(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) onGone();
      else throw err;
    }
  };

  return (
    <>
      <h1 className="text-3xl leading-tight">Choose a new password</h1>
      {changed ? (
        <>
          <p ref={done} role="status" tabIndex={-1} className="mt-3 font-medium text-ink focus:outline-none">
            Your password is changed. Sign in with it now.
          </p>
          <GoToSignIn variant="primary" className="mt-6" />
        </>
      ) : (
        <>
          <p className="mt-3 text-ink-soft">For {email}.</p>
          <NewPasswordForm email={email} submitLabel="Set new password" onSave={save} />
        </>
      )}
    </>
  );
}
