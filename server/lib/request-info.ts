import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',', 1)[0]?.trim() || undefined;
}

/** The path of a request URL, without its query string (as Express's `req.path`, undecoded). */
export function pathOf(url = '/'): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/*
 * For requests answered before Express: the same answers as Express's `req.secure`, `req.host` and
 * `req.ip`, from the same `trust proxy` setting (X-Forwarded-* only from a trusted proxy).
 */

export function isHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  if (!trust(req.socket.remoteAddress, 0)) return encrypted;
  const proto = firstValue(req.headers['x-forwarded-proto']);
  return proto ? proto === 'https' : encrypted;
}

export function requestHost(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const forwarded = trust(req.socket.remoteAddress, 0) ? firstValue(req.headers['x-forwarded-host']) : undefined;
  return forwarded ?? req.headers.host;
}

export function clientIp(req: IncomingMessage, trust: TrustProxy): string {
  return proxyaddr(req, trust);
}
