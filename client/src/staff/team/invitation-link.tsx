import { Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { InvitationSent } from '../../../../shared/team-schema';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { controlProps, LabelledControl } from '../../ui/text-field';

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Link copied' });
  } catch {
    toast({ variant: 'destructive', title: 'Could not copy the link', description: 'Select the link and copy it.' });
  }
}

/** After an invitation is sent: whether it was e-mailed, and its link to copy. */
export function InvitationLink({
  sent,
  mailConfigured,
  onDone,
}: {
  sent: InvitationSent;
  mailConfigured: boolean;
  onDone: () => void;
}) {
  const linkId = useId();
  const field = useRef<HTMLInputElement>(null);

  // The form that had focus is gone: focus moves to the link, ready to copy.
  useEffect(() => field.current?.focus(), []);

  return (
    <div className="grid gap-4">
      <p role="status">
        {mailConfigured
          ? `Invitation sent to ${sent.invitation.email}.`
          : 'No mail server is configured: copy the link and send it yourself.'}
      </p>
      <LabelledControl id={linkId} label="Invitation link">
        <input
          ref={field}
          readOnly
          value={sent.link}
          onFocus={(e) => e.currentTarget.select()}
          {...controlProps(linkId, undefined, 'text-sm', false)}
        />
      </LabelledControl>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" size="sm" onClick={() => void copyLink(sent.link)}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
