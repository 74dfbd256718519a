import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { authClient } from '@web/lib/auth-client';
import { authErrorMessage } from '@web/lib/auth-error-message';

/** /forgot-password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: async (email: string) => {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/reset-password' });
      if (error) throw new Error(authErrorMessage(error));
      return email;
    },
    onSuccess: (email) => setSentTo(email),
    onError: (error) => toast.error('Could not send the link', { description: error.message }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(String(new FormData(event.currentTarget).get('email')));
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to set a new password."
    >
      {sentTo ? (
        <div role="status" className="grid gap-3 text-sm text-body">
          <p>
            If <strong className="break-all">{sentTo}</strong> has a LeadScout account, a link to reset its
            password is on its way. The link works once and expires in 1 hour.
          </p>
          <Link to="/auth" className="font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Forgot password">
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@agency.com"
            required
          />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending && <Spinner className="size-4" />}
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Link to="/auth" className="justify-self-center text-sm font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </form>
      )}
    </AuthCard>
  );
}

/** The auth pages' centred card. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-white to-canvas px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
