import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { isHealthPath } from './http/health-paths';
import { withoutToken } from './http/token-paths';

export type { Logger };

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

/**
 * Anything that could carry a credential or a homeowner's details is censored wherever it appears
 * in a logged object; the request log below never logs headers or bodies in the first place.
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

/**
 * JSON lines on stdout (or `destination`), one object per event. Written synchronously, so the
 * lines just before a crash are not lost in a buffer.
 */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/**
 * The path alone: query strings can carry e-mail addresses or search terms typed by staff. A
 * secret link's token is replaced (`/book/:token`): a log line must not open anything.
 */
export function pathForLog(url: string | undefined): string {
  const path = withoutToken((url ?? '').split('?', 1)[0] ?? '');
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * One line per finished request: method, path, status and latency in milliseconds. Health probes
 * are left out: they come every few seconds and would bury the real traffic.
 */
export function requestLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => isHealthPath(pathForLog(req.url)) },
    quietReqLogger: true,
    customAttributeKeys: { responseTime: 'ms' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: pathForLog(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  }) as HttpLogger<IncomingMessage, ServerResponse>;
}

/**
 * Whatever escaped every handler leaves the process in an unknown state: log it and exit non-zero,
 * so the process manager starts a clean one. The log is synchronous, so the line is not lost.
 */
export function exitOnUncaughtErrors(logger: Logger): void {
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (err) => {
      logger.fatal({ err }, event);
      process.exit(1);
    });
  }
}
