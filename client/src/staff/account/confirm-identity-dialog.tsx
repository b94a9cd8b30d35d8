import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { confirmIdentitySchema, type ConfirmIdentity, type ConfirmIdentityInput } from '../../../../shared/recent-auth';
import { ApiError } from '../../lib/api-request';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { TextField } from '../../ui/text-field';
import { Button } from '../../ui/button';
import { sendConfirmation } from '../api/account';
import { sessionQuery } from '../api/session';
import { ModalDialog } from '../parts/modal-dialog';
import { passkeyErrorMessage } from '../sign-in/passkey-ceremony';
import { authenticatorCodeInput } from './authenticator-code-input';
import { confirmWithPasskey } from './confirm-identity';

type Proof = 'password' | 'code';

/** A form of one proof, checked with the API's own schema (one proof at a time). */
const useProofForm = (proof: Proof) =>
  useForm<ConfirmIdentityInput, unknown, ConfirmIdentity>({
    resolver: zodResolver(confirmIdentitySchema),
    defaultValues: { [proof]: '' },
  });

/** Sends the proof; a refusal shows under its field, the API's own words when it names none. */
async function confirmWith(
  form: UseFormReturn<ConfirmIdentityInput, unknown, ConfirmIdentity>,
  proof: Proof,
  values: ConfirmIdentity,
  onConfirmed: () => void,
) {
  try {
    await sendConfirmation(values);
    onConfirmed();
  } catch (err) {
    if (showServerFieldErrors(form, [proof], err).length > 0) return;
    const message =
      err instanceof ApiError
        ? (err.serverError ?? err.message)
        : 'It could not be confirmed. Check the connection and try again.';
    form.setError(proof, { message }, { shouldFocus: true });
  }
}

/**
 * "Confirm it's you": the password (or a passkey, or a code from the app, for those who have one)
 * before a change of how this person signs in. Opened by useConfirmIdentity.
 */
export function ConfirmIdentityDialog({
  open,
  passkey,
  appCode,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  passkey: boolean;
  appCode: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const aboutId = useId();
  return (
    <ModalDialog open={open} title="Confirm it’s you" onClose={onCancel} describedBy={aboutId}>
      <p id={aboutId} className="mt-3 text-ink-soft">
        You are changing how you sign in. Enter your password{passkey ? ', or use a passkey,' : ''} to continue.
      </p>
      <PasswordStep onConfirmed={onConfirmed} />
      {appCode ? <CodeStep onConfirmed={onConfirmed} /> : null}
      {passkey ? <PasskeyStep onConfirmed={onConfirmed} /> : null}
      <div className="mt-6 flex justify-end border-t border-line pt-4">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </ModalDialog>
  );
}

function PasswordStep({ onConfirmed }: { onConfirmed: () => void }) {
  const session = useQuery({ ...sessionQuery, enabled: false });
  const email = session.data?.authenticated ? session.data.user.email : '';
  return (
    <ProofStep
      proof="password"
      onConfirmed={onConfirmed}
      className="mt-4 grid gap-4"
      label="Password"
      input={{ type: 'password', autoComplete: 'current-password', autoFocus: true }}
      submitLabel="Confirm"
    >
      <input hidden readOnly type="email" name="username" autoComplete="username" value={email} />
    </ProofStep>
  );
}

function CodeStep({ onConfirmed }: { onConfirmed: () => void }) {
  return (
    <ProofStep
      proof="code"
      onConfirmed={onConfirmed}
      className="mt-6 grid gap-4 border-t border-line pt-4"
      label="Or a code from your authenticator app"
      input={authenticatorCodeInput}
      submitLabel="Confirm with the code"
      submitVariant="secondary"
    />
  );
}

/** One proof's form: its field (after what goes before it), and its button. */
function ProofStep({
  proof,
  onConfirmed,
  className,
  label,
  input,
  submitLabel,
  submitVariant,
  children,
}: {
  proof: Proof;
  onConfirmed: () => void;
  className: string;
  label: string;
  input: ComponentProps<'input'>;
  submitLabel: string;
  submitVariant?: 'secondary';
  children?: ReactNode;
}) {
  const fieldId = useId();
  const form = useProofForm(proof);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => confirmWith(form, proof, values, onConfirmed))}
      className={className}
    >
      {children}
      <TextField id={fieldId} label={label} error={errors[proof]?.message} alert {...input} {...register(proof)} />
      <Button type="submit" variant={submitVariant} disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Confirming…' : submitLabel}
      </Button>
    </form>
  );
}

function PasskeyStep({ onConfirmed }: { onConfirmed: () => void }) {
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function confirmByPasskey() {
    setWaiting(true);
    setProblem(null);
    try {
      await confirmWithPasskey();
      onConfirmed();
    } catch (err) {
      setProblem(passkeyErrorMessage(err, (e) => e.serverError ?? e.message));
    } finally {
      setWaiting(false);
    }
  }
  return (
    <div className="mt-6 grid gap-2 border-t border-line pt-4">
      <Button
        type="button"
        variant="secondary"
        disabled={waiting}
        onClick={() => void confirmByPasskey()}
        className="justify-self-start"
      >
        {waiting ? 'Waiting for your device…' : 'Use a passkey'}
      </Button>
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
