/**
 * Step-up (decision 096): a sensitive action answered 403 SECOND_STEP_REQUIRED asks the person for a second step
 * (the dialog in `components/second-step-dialog.tsx` registers itself here) and is then retried once; 403
 * PASSWORD_REQUIRED (an action that outlives the session, from an account without a factor) asks for the password.
 */
export const SECOND_STEP_REQUIRED = 'SECOND_STEP_REQUIRED';
/** An action that outlives the session, from an account without a factor: the password is asked instead. */
export const PASSWORD_REQUIRED = 'PASSWORD_REQUIRED';
/** What the server asked for: a second step, or (no factor on the account) the password. */
export type TConfirmation = typeof SECOND_STEP_REQUIRED | typeof PASSWORD_REQUIRED;

/** The confirmation an error asks for, or null when it asks for none. */
export function confirmationAsked(code: string | undefined): TConfirmation | null {
  return code === SECOND_STEP_REQUIRED || code === PASSWORD_REQUIRED ? code : null;
}
export const SECOND_STEP_PENDING = 'SECOND_STEP_PENDING';
/** Too many wrong codes from one session: the server signed it out. */
export const SECOND_STEP_TRIES_USED_UP = 'SECOND_STEP_TRIES_USED_UP';
/** Where a signed-in session that still owes its second step is sent (the two-step screen). */
export const TWO_STEP_PATH = '/auth/two-step';

type TAsk = (asked: TConfirmation) => Promise<boolean>;
let ask: TAsk | null = null;

/** The dialog registers how to ask; returns the unregister function. */
export function setSecondStepAsker(next: TAsk): () => void {
  ask = next;
  return () => {
    if (ask === next) ask = null;
  };
}

/** Asks for a second step (or the password); true once passed, false when cancelled (or nothing can ask). */
export function askForSecondStep(asked: TConfirmation): Promise<boolean> {
  return ask ? ask(asked) : Promise.resolve(false);
}

/**
 * Runs a better-auth client call; when the server wants a second step first, asks for it and runs it once more.
 * (`apiRequest` does the same for our own API.)
 */
export async function withSecondStep<T extends { error: unknown }>(call: () => Promise<T>): Promise<T> {
  const first = await call();
  const asked = confirmationAsked((first.error as { code?: string } | null)?.code);
  if (!asked) return first;
  return (await askForSecondStep(asked)) ? call() : first;
}
