import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from './button';
import { FormAlert } from './form-alert';

interface ConfirmInPageLabels {
  /** The first button: "Cancel my visit". */
  start: string;
  question: string;
  /** The button that sends: "Yes, cancel my visit". */
  yes: string;
  /** The one that takes the question back: "No, keep it". */
  no: string;
  /** The yes button while the request is out. */
  sending: string;
}

/**
 * A POST of its own that asks again in the page: without JavaScript the form is the confirmation
 * (its text says the button acts at once); with it, the first press shows the question, focus
 * moves to the yes button (and back when the question is taken back), and only yes sends. A form
 * without fields: react-hook-form keeps its sending state and its refusal, as in every other form.
 */
export function ConfirmInPageForm({
  action,
  labels,
  send,
  hydrated = true,
  children,
}: {
  action: string;
  labels: ConfirmInPageLabels;
  /** Sends the request; resolves with the sentence to show when it did not go through. */
  send: () => Promise<string | undefined>;
  /** False while the page's data is not the browser's yet: the form posts as it would without JavaScript. */
  hydrated?: boolean;
  /** What the button does, above it. */
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const {
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting: sending },
  } = useForm();
  const questionId = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  /** Focus moves only once the visitor has pressed something; nothing on the first render. */
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) (asking ? yesRef : startRef).current?.focus();
  }, [asking]);

  const ask = (open: boolean) => {
    moved.current = true;
    clearErrors();
    setAsking(open);
  };

  const confirm = handleSubmit(async () => {
    const failure = await send();
    if (failure) setError('root.server', { message: failure });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!asking || sending) event.preventDefault();
    if (!asking) return ask(true);
    if (!sending) void confirm(event);
  };

  return (
    <form method="post" action={action} onSubmit={hydrated ? submit : undefined} className="grid gap-3">
      {children}
      {asking ? (
        <div className="grid gap-3 rounded-md border border-red-700 bg-white p-4">
          <p id={questionId} className="font-semibold text-ink">
            {labels.question}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              ref={yesRef}
              type="submit"
              variant="destructive"
              aria-describedby={questionId}
              aria-disabled={sending || undefined}
            >
              {sending ? labels.sending : labels.yes}
            </Button>
            <Button type="button" variant="secondary" onClick={() => ask(false)}>
              {labels.no}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button ref={startRef} type="submit" variant="secondary" className="w-full sm:w-auto">
            {labels.start}
          </Button>
        </div>
      )}
      <FormAlert message={errors.root?.server?.message} />
    </form>
  );
}
