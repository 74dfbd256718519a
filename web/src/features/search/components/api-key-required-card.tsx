import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { API_KEYS_TAB } from '../lib/search-errors';

export function ApiKeyRequiredCard() {
  return (
    <Card className="border-warning-border bg-warning-soft/60">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-tint text-warning">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <CardTitle>API Key Required</CardTitle>
          <CardDescription className="text-muted">
            LeadScout searches Google Maps with your own Google Places API key. Add it in Settings to start
            finding businesses; Google's free monthly usage covers hundreds of searches.
          </CardDescription>
        </div>
      </CardHeader>
      <CardFooter className="flex-wrap">
        <Button asChild>
          <Link to={API_KEYS_TAB}>Add API Key</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/dashboard/api-key-guide">How to get a key</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
