// New passwords must not be among the most common ones (issue 25): the first 10,000 of the
// zxcvbn-ts frequency-ranked list of leaked passwords. The SPEC's minimum of 6 stays the floor
// (the shared yup schemas); this is the server's extra rule, since the list is too large to
// send to a phone. Compared case-insensitively: "Password1" is as guessable as "password1".
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON_COUNT = 10_000;
export const COMMON_PASSWORD_MESSAGE = 'Esa contraseña es demasiado común y fácil de adivinar. Elija otra';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    // The package types its dictionaries loosely; this one is a ranked list of words.
    const ranked = dictionary['passwords-common'] as string[];
    common = new Set(ranked.slice(0, COMMON_COUNT).map((p) => p.toLowerCase()));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
