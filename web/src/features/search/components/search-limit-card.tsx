import { Link } from 'react-router';
import { Gauge } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { SUBSCRIPTION_TAB } from '../lib/search-errors';

export function SearchLimitCard({ monthlyLimit }: { monthlyLimit: number | null }) {
  return (
    <Card className="border-danger-border bg-danger-soft/50">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-tint text-danger">
          <Gauge className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <CardTitle>Search Limit Reached</CardTitle>
          <CardDescription className="text-muted">
            You have used all {monthlyLimit === null ? 'your' : monthlyLimit.toLocaleString()} searches this
            month. Upgrade your plan to keep searching, or wait until next month.
          </CardDescription>
        </div>
      </CardHeader>
      <CardFooter className="flex-wrap">
        <Button asChild>
          <Link to={SUBSCRIPTION_TAB}>Upgrade plan</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/dashboard/history">View past searches</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
