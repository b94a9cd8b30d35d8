import { dictionary } from '@zxcvbn-ts/language-common';
import { staffPasswordMinLength } from '../../../shared/team';

let common: Set<string> | undefined;

/** zxcvbn-ts's list of the ~50,000 most common passwords, loaded on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** Why a new password is refused, or null: too short, or on the list of common passwords. */
export function passwordProblem(password: string): string | null {
  if (password.length < staffPasswordMinLength) {
    return `The password must be at least ${staffPasswordMinLength} characters long.`;
  }
  if (commonPasswords().has(password.toLowerCase())) {
    return 'This password is too common. Choose another.';
  }
  return null;
}
