/**
 * Step-up (decision 096): a sensitive action answered 403 SECOND_STEP_REQUIRED asks the person for a second step
 * (the dialog in `components/second-step-dialog.tsx` registers itself here) and is then retried once.
 */
export const SECOND_STEP_REQUIRED = 'SECOND_STEP_REQUIRED';
export const SECOND_STEP_PENDING = 'SECOND_STEP_PENDING';
/** Too many wrong codes from one session: the server signed it out. */
export const SECOND_STEP_TRIES_USED_UP = 'SECOND_STEP_TRIES_USED_UP';
/** Where a signed-in session that still owes its second step is sent (the two-step screen). */
export const TWO_STEP_PATH = '/auth/two-step';

type TAsk = () => Promise<boolean>;
let ask: TAsk | null = null;

/** The dialog registers how to ask; returns the unregister function. */
export function setSecondStepAsker(next: TAsk): () => void {
  ask = next;
  return () => {
    if (ask === next) ask = null;
  };
}

/** Asks for a second step; true once passed, false when the person cancelled (or nothing can ask). */
export function askForSecondStep(): Promise<boolean> {
  return ask ? ask() : Promise.resolve(false);
}

/**
 * Runs a better-auth client call; when the server wants a second step first, asks for it and runs it once more.
 * (`apiRequest` does the same for our own API.)
 */
export async function withSecondStep<T extends { error: unknown }>(call: () => Promise<T>): Promise<T> {
  const first = await call();
  if ((first.error as { code?: string } | null)?.code !== SECOND_STEP_REQUIRED) return first;
  return (await askForSecondStep()) ? call() : first;
}
