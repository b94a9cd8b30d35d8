import type { IncomingMessage, ServerResponse } from 'node:http';
import contentType from 'content-type';
import getRawBody from 'raw-body';
import { contactLeadSchema, contactSuccessMessage } from '../../shared/contact-schema';
import { crossOriginMessage, isCrossOrigin } from '../auth/same-origin';
import type { LeadWriter } from '../db/lead-writer';
import { apiError, apiErrorFor, validationError, type ApiError } from '../lib/http-errors';
import { contactRateLimit, contactRateLimitMessage } from '../lib/rate-limit';
import { notJsonMessage } from '../lib/require-json';
import { noLeadMail, type LeadMailSettings } from '../mail/lead-mail';
import type { HeaderList } from '../security/headers';

export { contactSuccessMessage };

export const contactPath = '/api/contact';
const bodyLimit = '16kb';

export interface ContactRouteOptions {
  /** Requests per IP per 15 minutes; 0 (the default here) = no limit. Production sets it from CONTACT_RATE_LIMIT. */
  rateLimit?: number;
  mail?: LeadMailSettings;
  /** Called once the visitor has been answered and new mail is queued (wakes the outbox worker). */
  onMailQueued?: () => void;
}

/** What the app knows about the request from its `trust proxy` setting. */
export interface ContactRequestContext {
  securityHeaders: HeaderList;
  host: string | undefined;
  ip: string;
}

/** What to answer: an error body, or success (with whether new mail was queued). */
type Outcome = { status: number; body?: ApiError['body']; retryAfter?: number; mailQueued?: boolean };

const bodyError = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, type });

/** The JSON body, read with the API's limits: JSON only, UTF-8, uncompressed, 16 KB. */
async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return {};
  let type: contentType.ContentType;
  try {
    type = contentType.parse(req.headers['content-type'] ?? '');
  } catch {
    throw bodyError(415, 'content-type.unsupported', notJsonMessage);
  }
  if (type.type !== 'application/json') throw bodyError(415, 'content-type.unsupported', notJsonMessage);
  const charset = type.parameters.charset?.toLowerCase() ?? 'utf-8';
  if (charset !== 'utf-8' && charset !== 'utf8') throw bodyError(415, 'charset.unsupported', 'Unsupported charset');
  const encoding = req.headers['content-encoding']?.toLowerCase() ?? 'identity';
  if (encoding !== 'identity') throw bodyError(415, 'encoding.unsupported', 'Unsupported content encoding');
  const text = await getRawBody(req, { length: req.headers['content-length'], limit: bodyLimit, encoding: 'utf-8' });
  // As body-parser's strict mode: only an object or array at the top level; empty means {}.
  const first = /^[\s\uFEFF]*(.)/.exec(text)?.[1];
  if (first === undefined) return {};
  if (first !== '{' && first !== '[') throw bodyError(400, 'entity.parse.failed', 'Not a JSON object');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw bodyError(400, 'entity.parse.failed', 'Malformed JSON');
  }
}

/**
 * POST /api/contact, answered before Express: the one write path that has to keep up with bursts
 * of homeowners (`npm run bench`), where Express's per-request work cost more than saving the
 * lead. The rules are those of the rest of the API: JSON only, same origin only, a 16 KB body, the
 * shared zod schema, the per-IP limit, `{ success, error, fieldErrors }` answers and the security
 * headers; a lead is acknowledged only once it is committed to disk.
 */
export function contactEndpoint(
  leads: LeadWriter,
  { rateLimit = 0, mail = noLeadMail, onMailQueued }: ContactRouteOptions,
  logError: (err: unknown) => void,
) {
  const overLimit = contactRateLimit(rateLimit);

  async function handle(req: IncomingMessage, context: ContactRequestContext): Promise<Outcome> {
    const crossOrigin = isCrossOrigin({
      method: req.method,
      secFetchSite: req.headers['sec-fetch-site'] as string | undefined,
      origin: req.headers.origin,
      host: context.host,
    });
    if (crossOrigin) return apiError(403, crossOriginMessage);
    const body = await readJsonBody(req);
    const retryAfter = await overLimit(context.ip);
    if (retryAfter !== null) return { ...apiError(429, contactRateLimitMessage), retryAfter };
    const parsed = contactLeadSchema.safeParse(body);
    if (!parsed.success) return validationError(parsed.error);
    const { website, ...lead } = parsed.data;
    // A filled honeypot is a bot: stored for review as spam, never notified, answered like a person.
    const isSpam = Boolean(website?.trim());
    // Answered only once the lead (and its queued mail) is committed to disk (see db/lead-writer.ts).
    const { duplicate } = await leads.record({ ...lead, isSpam }, mail);
    return { status: 200, mailQueued: !isSpam && !duplicate && mail.deliver };
  }

  return async (req: IncomingMessage, res: ServerResponse, context: ContactRequestContext): Promise<void> => {
    let outcome: Outcome;
    try {
      outcome = await handle(req, context);
    } catch (err) {
      const { unexpected, ...answer } = apiErrorFor(err);
      if (unexpected) logError(err);
      outcome = answer;
    }
    const body = JSON.stringify(outcome.body ?? { success: true, message: contactSuccessMessage });
    const headers = [...context.securityHeaders, 'Content-Type', 'application/json; charset=utf-8'];
    if (outcome.retryAfter !== undefined) headers.push('Retry-After', String(outcome.retryAfter));
    headers.push('Content-Length', String(Buffer.byteLength(body)));
    if (outcome.mailQueued && onMailQueued) res.once('finish', onMailQueued);
    res.writeHead(outcome.status, headers);
    res.end(body);
  };
}
