import * as z from 'zod/mini';
import { literalValue } from './lean-schemas';
import { contactLeadSchema } from '../contact-schema';
import { contactPath } from './public-paths';
import { route } from './route';

/**
 * The public consultation request: JSON from the form's script, or the form itself without
 * JavaScript. The form takes its path from api-paths.ts and this declaration's type only.
 */
export const contactApi = {
  request: route({
    method: 'POST',
    path: contactPath,
    summary:
      'Request a design consultation; a plain form post is answered with a 303 to the thank-you page instead of JSON',
    access: 'public',
    formPost: true,
    body: contactLeadSchema,
    answer: z.object({
      success: literalValue(true),
      message: z.string(),
      /** The homeowner's booking page, to pick a time for the visit. */
      bookingUrl: z.string(),
    }),
  }),
};
