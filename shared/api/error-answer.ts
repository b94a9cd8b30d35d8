import { z } from 'zod';

/** Every API error's body: a readable message, and each field's problems when the input was refused. */
export const errorAnswerSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  })
  .meta({ id: 'Error' });

export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
