import { FlaskConical } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSearchAccess } from '@web/features/search';

/**
 * For a beta tester (not an admin): what applies to them here — beta searches run on LeadScout's shared key, so
 * their own key is optional, and how many beta results they have left (the same figure the search form shows).
 */
export function BetaAccessCard() {
  const access = useSearchAccess();
  const remaining = access.data?.betaResultsRemaining ?? null;
  const limit = access.data?.betaResultsLimit ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="size-5 text-primary" aria-hidden="true" />
          Beta access <Badge variant="success">No key needed</Badge>
        </CardTitle>
        <CardDescription>
          As a beta tester you search with LeadScout’s shared Google key. Adding your own key below is
          optional.
        </CardDescription>
      </CardHeader>
      {remaining !== null && (
        <CardContent>
          <p className="text-sm text-body">
            <span className="font-medium text-foreground">{remaining}</span> of {limit ?? remaining} beta
            results remaining
          </p>
        </CardContent>
      )}
    </Card>
  );
}
