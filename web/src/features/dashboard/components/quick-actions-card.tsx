import { Link } from 'react-router';
import { RotateCcwClock, Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

export function QuickActionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Jump straight into your lead generation workflow.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        <Button asChild>
          <Link to="/dashboard/search">
            <Search aria-hidden="true" />
            New Search
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard/history">
            <RotateCcwClock aria-hidden="true" />
            View Search History
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
