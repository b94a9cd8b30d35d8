import http from 'node:http';
import type { RequestListener } from 'node:http';

/**
 * Limits for slow or oversized clients. A slowloris client that trickles headers is cut off after
 * `headersTimeout`, one that trickles a body after `requestTimeout`; idle keep-alive sockets close
 * after `keepAliveTimeout`. The header cap is half Node's default: the site needs no large headers.
 */
export const serverLimits = {
  maxHeaderSize: 8 * 1024,
  maxHeadersCount: 64,
  headersTimeout: 10_000,
  requestTimeout: 20_000,
  keepAliveTimeout: 5_000,
} as const;

export function createHttpServer(app: RequestListener): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: serverLimits.maxHeaderSize,
      headersTimeout: serverLimits.headersTimeout,
      requestTimeout: serverLimits.requestTimeout,
    },
    app,
  );
  server.keepAliveTimeout = serverLimits.keepAliveTimeout;
  server.maxHeadersCount = serverLimits.maxHeadersCount;
  return server;
}
