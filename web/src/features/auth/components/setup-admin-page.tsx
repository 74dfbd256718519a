import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZMeResponse } from '@contracts/account';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { apiRequest } from '@web/lib/api-client';
import { AuthCard } from './forgot-password-page';

/**
 * /setup-admin (signed in): a public instance's first admin enters the one-time setup token its server printed
 * in the log at first start (decision 099).
 */
export function SetupAdminPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const claim = useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/account/admin-setup', ZMeResponse, { method: 'POST', body: { token } }),
    onSuccess: async (me) => {
      queryClient.setQueryData(['me'], me);
      toast.success('You are now the admin of this LeadScout.');
      await navigate('/admin/users');
    },
    onError: (error) => toast.error('Setup failed', { description: error.message }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    claim.mutate(String(new FormData(event.currentTarget).get('token')));
  }

  return (
    <AuthCard
      title="Become the admin"
      description="This LeadScout has no admin yet. Enter the one-time setup token from the server log to make your account its admin."
    >
      <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Admin setup">
        <FormField label="Setup Token" name="token" autoComplete="off" spellCheck={false} required />
        <Button type="submit" size="lg" className="w-full" disabled={claim.isPending}>
          {claim.isPending && <Spinner className="size-4" />}
          {claim.isPending ? 'Checking...' : 'Become Admin'}
        </Button>
      </form>
    </AuthCard>
  );
}
