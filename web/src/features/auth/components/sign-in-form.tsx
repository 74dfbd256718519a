import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useSignIn } from '../hooks/use-sign-in';

export function SignInForm({ defaultEmail }: { defaultEmail: string }) {
  const signIn = useSignIn();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ email: String(form.get('email')), password: String(form.get('password')) });
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Sign in">
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@agency.com"
        defaultValue={defaultEmail}
        required
      />
      <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
      <Link
        to="/forgot-password"
        className="-mt-2 justify-self-end text-sm font-medium text-primary hover:underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner className="size-4" />}
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
