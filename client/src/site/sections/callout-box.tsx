import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A highlighted box for an aside such as an optional service; `id` goes on its h2. */
export function CalloutBox({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-brass-300 bg-brass-100/60 p-6 sm:flex-row sm:p-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brass-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 id={id} className="text-2xl sm:text-3xl">
          {title}
        </h2>
        <div className="mt-3 space-y-3 leading-relaxed text-ink-soft">{children}</div>
      </div>
    </div>
  );
}
