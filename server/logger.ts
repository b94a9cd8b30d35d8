import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

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
  return destination ? pino(options, destination) : pino(options);
}

/** The path alone: query strings can carry e-mail addresses or search terms typed by staff. */
export function pathForLog(url: string | undefined): string {
  const path = (url ?? '').split('?', 1)[0] ?? '';
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/** One line per finished request: method, path, status and latency in milliseconds. */
export function requestLogger(logger: Logger): RequestHandler | null {
  if (!logger.isLevelEnabled('info')) return null;
  const middleware = pinoHttp({
    logger,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        method: req.method,
        path: pathForLog(req.originalUrl ?? req.url),
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customAttributeKeys: { responseTime: 'ms' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  });
  return (req, res, next) => middleware(req, res, next);
}
