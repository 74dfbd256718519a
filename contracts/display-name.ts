/* No zod here: the app shell imports it on every page. */

/** The welcome line: full name, or the part of the email before the @. */
export function displayName(user: { fullName: string | null; email: string }): string {
  const name = user.fullName?.trim();
  return name ? name : user.email.split('@')[0];
}
