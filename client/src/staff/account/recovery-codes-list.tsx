import { Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';

async function copyCodes(codes: string[]) {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: 'Recovery codes copied' });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy the codes',
      description: 'Select the codes and copy them.',
    });
  }
}

/** The recovery codes, right after turning two-factor sign-in on: the only time they are shown. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const textId = useId();
  const text = useRef<HTMLParagraphElement>(null);

  // The form is gone: focus moves to what to do with the codes.
  useEffect(() => text.current?.focus(), []);

  return (
    <div className="mt-4 grid max-w-md gap-4">
      <p role="status" className="font-semibold text-green-800">
        Two-factor sign-in is on.
      </p>
      <p ref={text} id={textId} tabIndex={-1} className="focus-visible:outline-3 focus-visible:outline-brass-500">
        Save these recovery codes now. Each works once; they will not be shown again.
      </p>
      <ul
        aria-labelledby={textId}
        className="grid grid-cols-2 gap-2 rounded-md border border-ink-muted/50 bg-white p-4"
      >
        {codes.map((code) => (
          <li key={code}>
            <code className="font-mono">{code}</code>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-soft">
        Use one instead of a code from the app if you lose your phone. Keep them somewhere safe, such as a password
        manager.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copyCodes(codes)}>
          <Copy aria-hidden="true" className="size-4" />
          Copy codes
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
