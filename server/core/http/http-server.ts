import http from 'node:http';
import type { RequestListener } from 'node:http';

/**
 * Limits for slow or oversized clients. A slowloris client that trickles headers is cut off after
 * `headersTimeout`, one that trickles a body after `requestTimeout`; idle keep-alive sockets close
 * after `keepAliveTimeout`. Node checks the first two every `connectionsCheckingInterval` (30 s by
 * default, which would let a slow client hold a socket far longer). The header cap is half Node's
 * default: the site needs no large headers.
 */
export const serverLimits = {
  maxHeaderSize: 8 * 1024,
  maxHeadersCount: 64,
  headersTimeout: 10_000,
  requestTimeout: 20_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

type ServerLimits = typeof serverLimits;

export function createHttpServer(app: RequestListener, limits: ServerLimits = serverLimits): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: limits.maxHeaderSize,
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    app,
  );
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.maxHeadersCount = limits.maxHeadersCount;
  return server;
}
