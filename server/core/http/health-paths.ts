/** Probe endpoints (routes/health.ts): answered first, never rate-limited, kept out of the request log. */
export const healthPaths = { live: '/healthz', ready: '/readyz' } as const;

export const isHealthPath = (path: string) => path === healthPaths.live || path === healthPaths.ready;
