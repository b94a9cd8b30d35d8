import { generateSecret, generateURI, verify } from 'otplib';
import { business } from '../../../../shared/business';

/**
 * The authenticator app's side, through otplib with the defaults every app uses: SHA-1, 6 digits,
 * 30-second steps. A code is accepted one step either side of now (a phone clock a little off).
 */
const stepToleranceSeconds = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address the QR code carries: "Shoreline Custom Closets: dana@example.com". */
export const totpUrl = (secret: string, email: string): string =>
  generateURI({ issuer: business.name, label: email, secret });

/** "123456" or "123 456" as six digits, or null for anything else. */
export function appCodeOf(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step a correct code belongs to, or null. A step at or before `lastUsedStep` is refused,
 * so a code works only once (the caller stores the step it answers).
 */
export async function checkTotp(secret: string, code: string, lastUsedStep: number | null): Promise<number | null> {
  const token = appCodeOf(code);
  if (!token) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: stepToleranceSeconds,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
