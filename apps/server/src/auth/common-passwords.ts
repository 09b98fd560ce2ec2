/**
 * The passwords guessed first: zxcvbn-ts's list of the most common ones in breached password sets
 * (about 49,000, most common first), compared without case, so "Password1" is "password1". Loaded on the
 * first new password, not at start: it takes a few hundred milliseconds to unpack
 * (docs/decisions/095-sessions-end-and-common-passwords-refused.md).
 */
let common: Promise<ReadonlySet<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
  );
  return (await common).has(password.toLowerCase());
}
