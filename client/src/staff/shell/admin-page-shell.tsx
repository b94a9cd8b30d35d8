import type { ReactNode } from 'react';

/** Width and spacing shared by the sign-in form and the dashboard. */
export function AdminPageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-content px-4 pb-16 pt-6 sm:px-6">{children}</div>;
}
