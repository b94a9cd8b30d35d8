import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { dismissToast, useToasts } from './use-toast';

/** Radix toast region: 5000 ms display, swipe right (threshold 50) to dismiss, F8 focuses it. */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-header data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-opacity',
            t.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-line bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            {t.title ? <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title> : null}
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded-md p-1.5 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* On phones at the top, where a notice covers neither the form's send button nor the bottom bar. */}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none md:top-auto md:bottom-0 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
