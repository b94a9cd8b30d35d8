import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './api';

let browserClient: QueryClient | undefined;

/**
 * React Query for the pages that talk to the API (contact, admin). It lives here rather than at
 * the app root so the other public pages do not download it. One client per browser tab; one per
 * render on the server.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    if (typeof window === 'undefined') return createQueryClient();
    browserClient ??= createQueryClient();
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
