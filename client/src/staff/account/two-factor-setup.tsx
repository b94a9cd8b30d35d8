import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { confirmTwoFactorSchema, type ConfirmTwoFactor, type TwoFactorSetup } from '../../../../shared/two-factor';
import { TextField } from '../../ui/text-field';
import { confirmTwoFactor } from '../api/account';
import { FormButtons } from '../parts/form-buttons';
import { authenticatorCodeInput } from './authenticator-code-input';
import { useOneFieldForm } from './use-one-field-form';

/** The id a test reads the secret from (there is one setup on the page at a time). */
const secretKeyId = 'two-factor-secret';

/** Scanning the QR code (or typing the secret) into the app, then turning it on with the app's first code. */
export function TwoFactorSetupSteps({
  setup,
  confirmed = (action) => action(),
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  /** Asks "Confirm it's you" first when the server wants it (useConfirmIdentity). */
  confirmed?: <T>(action: () => Promise<T>) => Promise<T>;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const codeId = useId();
  const first = useRef<HTMLParagraphElement>(null);
  const { form, onSubmit, error } = useOneFieldForm<ConfirmTwoFactor>({
    resolver: zodResolver(confirmTwoFactorSchema),
    defaultValues: { code: '' },
    field: 'code',
    send: async (values) => {
      const { recoveryCodes } = await confirmed(() => confirmTwoFactor(values));
      onConfirmed(recoveryCodes);
    },
    offline: 'Two-factor sign-in could not be turned on. Check the connection and try again.',
  });
  const {
    register,
    formState: { isSubmitting },
  } = form;

  // The button pressed is gone: focus moves to the first instruction.
  useEffect(() => first.current?.focus(), []);

  return (
    <div className="mt-4 grid max-w-md gap-4">
      <p ref={first} tabIndex={-1} className="focus-visible:outline-3 focus-visible:outline-brass-500">
        Scan this QR code with your authenticator app, such as Google Authenticator, Microsoft Authenticator or
        1Password.
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="size-48 rounded-md border border-ink-muted/50 bg-white"
      />
      <p>If you cannot scan it, enter the secret key in the app instead.</p>
      <dl>
        <dt className="font-semibold">Secret key</dt>
        <dd className="mt-1">
          <code id={secretKeyId} className="font-mono text-lg break-all">
            {setup.secret}
          </code>
        </dd>
      </dl>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField id={codeId} label="Code" error={error} alert {...authenticatorCodeInput} {...register('code')} />
        <FormButtons submitLabel="Turn on" busyLabel="Turning on…" busy={isSubmitting} onCancel={onCancel} />
      </form>
    </div>
  );
}
