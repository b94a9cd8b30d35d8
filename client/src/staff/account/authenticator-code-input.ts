/**
 * How a code from the authenticator app is typed: on a phone's number pad, offered by autofill, at
 * most seven characters ("123 456" as the app shows it).
 */
export const authenticatorCodeInput = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 7,
} as const;
