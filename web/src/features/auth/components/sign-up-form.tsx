import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useSignUp } from '../hooks/use-sign-up';

const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** `returnTo`: where the mailed confirmation link signs the new account in (an invitation, say). */
export function SignUpForm({
  onSignedUp,
  returnTo = '/dashboard',
}: {
  onSignedUp: (email: string) => void;
  returnTo?: string;
}) {
  const signUp = useSignUp({ onSuccess: onSignedUp, returnTo });
  const [passwordError, setPasswordError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password.length < PASSWORD_MIN_LENGTH) {
      setPasswordError(PASSWORD_TOO_SHORT);
      return;
    }
    signUp.mutate({ fullName: String(form.get('fullName')), email: String(form.get('email')), password });
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Sign up">
      <FormField
        label={
          <>
            Full Name <span className="font-normal text-muted">(optional)</span>
          </>
        }
        name="fullName"
        autoComplete="name"
        placeholder="Jane Smith"
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@agency.com"
        required
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={passwordError}
        onInvalid={() => setPasswordError(PASSWORD_TOO_SHORT)}
        onChange={(event) => {
          if (passwordError && event.currentTarget.value.length >= PASSWORD_MIN_LENGTH)
            setPasswordError(null);
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending && <Spinner className="size-4" />}
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
