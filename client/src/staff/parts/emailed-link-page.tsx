import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { AdminPageShell } from '../shell/admin-page-shell';

/**
 * The page an e-mailed link opens: its form while the link is good (`live`), what to do about a
 * link used or expired (`dead`) once the lookup has answered, and until then the page's heading
 * with that the link is being checked or, when the lookup failed, what to do.
 */
export function EmailedLinkPage({
  lookup,
  live,
  dead,
  title,
  checking,
  failed,
}: {
  lookup: { data?: unknown; isError: boolean };
  /** The link's form, or null while the link is not (or no longer) good. */
  live: ReactNode;
  dead: ReactNode;
  title: string;
  checking: string;
  failed: string;
}) {
  return (
    <AdminPageShell>
      <Card className="mx-auto mt-4 max-w-md">
        {live ??
          (lookup.data !== undefined ? (
            dead
          ) : (
            <>
              <h1 className="text-3xl leading-tight">{title}</h1>
              {lookup.isError ? (
                <p role="alert" className="mt-3 text-red-800">
                  {failed}
                </p>
              ) : (
                <p role="status" className="mt-3 text-ink-soft">
                  {checking}
                </p>
              )}
            </>
          ))}
      </Card>
    </AdminPageShell>
  );
}
