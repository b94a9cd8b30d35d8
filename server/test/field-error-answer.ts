/** The 400 answer naming one field's problem, as sendValidationError (server/core/http/http-errors.ts) writes it. */
export const fieldErrorAnswer = (field: string, message: string) => ({
  success: false,
  error: `Please check the form: ${message}`,
  fieldErrors: { [field]: [message] },
});
