import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import { isHealthPath } from './lib/health-paths';

export type { Logger };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * Anything that could carry a credential or a homeowner's details is censored wherever it appears
 * in a logged object; the request logger below never logs headers or bodies in the first place.
 */
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'body',
  'req.body',
  'password',
  '*.password',
];

/** JSON lines on stdout (or `destination`), one object per event. */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined };
  // Buffered asynchronous writes to stdout: a synchronous write per request line cost about 40 % of
  // the throughput of a prerendered page. pino flushes the buffer when the process exits.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}

/** The path alone: query strings can carry e-mail addresses or search terms typed by staff. */
export function pathForLog(url: string | undefined): string {
  const path = (url ?? '').split('?', 1)[0] ?? '';
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * One line per finished request: method, path, status and latency in milliseconds, written when the
 * response closes (finished or aborted). A `close` hook rather than pino-http, which builds a child
 * logger per request and cost about a quarter of the throughput of a prerendered page.
 */
export function requestLogger(logger: Logger): RequestHandler | null {
  if (!logger.isLevelEnabled('info')) return null;
  // The line holds only method, path, status and time, built here: nothing to redact, so it skips
  // the redaction pass.
  const lines = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const request = { method: req.method, path: pathForLog(req.originalUrl) };
    // Probes call these every few seconds; a line each would bury the real traffic.
    if (isHealthPath(request.path)) return next();
    res.once('close', () => {
      const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
      const line = { req: request, res: { status: res.statusCode }, ms };
      if (res.statusCode >= 500) lines.error(line, 'request failed');
      else lines.info(line, 'request');
    });
    next();
  };
}
