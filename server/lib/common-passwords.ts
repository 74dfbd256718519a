import { dictionary } from '@zxcvbn-ts/language-common';

/** The most common passwords (about 49,000, from @zxcvbn-ts/language-common), compared in lower case. */
let common: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';

/** True when the password is on the list of the most common ones (checked on the server only, decision 098). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords.map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}
