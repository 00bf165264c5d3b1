/** The user server's password rule, in its own words; the gateway checks it before a password is tried. */
export const PASSWORD_RULE = 'Password must be at least 8 characters and contain a letter and a digit';

export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /\p{L}/u.test(password) && /\d/.test(password);
}
