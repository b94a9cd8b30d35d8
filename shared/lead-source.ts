// zod/mini, like the contact schema it is part of: it ships to the browser on /contact.
import * as z from 'zod/mini';

/** Length limits of the remembered source of a visit. */
const leadSourceLimits = { path: 200, host: 253, utm: 100 } as const;

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const optionalPath = /* @__PURE__ */ (() =>
  z.optional(z.string().check(z.trim(), z.maxLength(leadSourceLimits.path), z.regex(/^\/[^\s]*$/))))();

/**
 * Where a lead came from, as the browser remembered it for the visit: the first page, the
 * referring site's host name, the campaign tags of the landing URL and the page the form was sent
 * from. Unknown keys are dropped.
 */
export const leadSourceSchema = /* @__PURE__ */ (() =>
  z.object({
    landingPath: optionalPath,
    referrerHost: z.optional(z.string().check(z.trim(), z.maxLength(leadSourceLimits.host), z.regex(/^[a-z0-9.-]*$/i))),
    utmSource: optionalText(leadSourceLimits.utm),
    utmMedium: optionalText(leadSourceLimits.utm),
    utmCampaign: optionalText(leadSourceLimits.utm),
    formPath: optionalPath,
  }))();
export type LeadSource = z.infer<typeof leadSourceSchema>;
