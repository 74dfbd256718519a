import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';

export function SetupRequiredCard() {
  return (
    <Card className="border-amber-200 bg-amber-50/60">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <KeyRound className="size-4" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <CardTitle>Setup Required</CardTitle>
          <CardDescription className="text-slate-600">
            Add your Google Places API key to start searching for local businesses.
          </CardDescription>
        </div>
      </CardHeader>
      <CardFooter className="flex-wrap">
        <Button asChild>
          <Link to="/dashboard/settings?tab=api-keys">Add API Key</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/dashboard/api-key-guide">How to get a key</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
