import type { Request, RequestHandler, Response } from 'express';
import * as zm from 'zod/mini';
import { publicForms, type PublicForm } from '../../../shared/public-forms';

export const formType = 'application/x-www-form-urlencoded';

/** A plain form post (the page without JavaScript) rather than a script's JSON. */
export const isFormPost = (req: Request) => req.is(formType) === formType;

/** A plain form sends empty fields as ""; the schemas read them as left out. */
function filledFields(body: unknown): Record<string, unknown> {
  const sent = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== ''));
}

/**
 * Ahead of the declared body's parse (serve's validated step) on a homeowner's page: the fields as
 * the schemas read them (filledFields), and a plain form post the schema refuses handed to `refuse`
 * (a 303 back to the page with a notice) rather than answered with JSON; a script's JSON gets
 * serve()'s 400.
 */
export const readFormFields =
  (schema: zm.core.$ZodType, refuse: (req: Request, res: Response, error: zm.core.$ZodError) => void): RequestHandler =>
  (req, res, next) => {
    req.body = filledFields(req.body);
    if (!isFormPost(req)) return next();
    const input = zm.safeParse(schema, req.body);
    if (input.success) return next();
    refuse(req, res, input.error);
  };

/**
 * The public form a request was posted by without JavaScript: a form-encoded POST to one of the
 * two public forms' actions (docs/decisions/010-no-lead-lost-in-the-browser.md). Every other request, and these routes sent JSON, get JSON.
 */
export function formPostFor(req: Request): PublicForm | undefined {
  if (req.method !== 'POST' || req.is(formType) !== formType) return undefined;
  const path = req.originalUrl.split('?')[0]?.replace(/\/+$/, '');
  return publicForms.find((form) => form.action === path);
}

/**
 * A form post's fields as the shared schema takes them: a checkbox group as a list (a browser
 * sends one `rooms` field per ticked box), a lone checkbox as whether it was ticked, the rest as
 * sent. Only the form's own fields, its hidden ones and the honeypot are read.
 */
export function formValues(form: PublicForm, body: unknown): Record<string, unknown> {
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const read = (name: string) => (Object.hasOwn(sent, name) ? sent[name] : undefined);
  const values: Record<string, unknown> = {};
  for (const field of form.fields) {
    const value = read(field.name);
    if (field.kind === 'checkboxes') values[field.name] = value === undefined ? [] : [value].flat();
    else if (field.kind === 'checkbox') values[field.name] = value !== undefined;
    else if (value !== undefined) values[field.name] = value;
  }
  for (const name of [...(form.hidden ?? []).map((field) => field.name), 'website']) {
    const value = read(name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** What the route reads: the JSON body as it is, or a form post's fields in the schema's shape. */
export function requestValues(req: Request): unknown {
  const form = formPostFor(req);
  return form ? formValues(form, req.body) : (req.body ?? {});
}

/**
 * The answer to an accepted public form: JSON for the page's script, or for a browser's own form
 * post a 303 to the thank-you page, so a reload does not post again and no field lands in a URL.
 */
export function sendAccepted(req: Request, res: Response, message: string, extra: Record<string, string> = {}): void {
  const form = formPostFor(req);
  if (form) return res.redirect(303, form.thankYouPath);
  res.json({ success: true, message, ...extra });
}
