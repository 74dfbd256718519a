import { MessageCircleQuestion } from 'lucide-react';
import type { TUsageResponse } from '@contracts/usage';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { formatCost } from '@web/lib/money';

/**
 * What this team's research questions cost this month (decision 145): the model calls at the model's list price,
 * against the monthly budget at which runs stop.
 */
export function ResearchUsageCard({ research }: { research: NonNullable<TUsageResponse['research']> }) {
  const { costDollars, monthlyDollars } = research;
  const share = monthlyDollars > 0 ? Math.min(100, Math.round((costDollars / monthlyDollars) * 100)) : 100;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageCircleQuestion className="size-4 text-muted" aria-hidden="true" />
          Research questions
        </CardTitle>
        <CardDescription>
          Each lead a question column asks is one AI call over the website text its deeper check kept. Runs
          stop when this month’s budget is spent; answers already given stay.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-2xl font-semibold text-foreground tabular-nums">
          {formatCost(costDollars)}
          <span className="text-base font-medium text-muted">
            {' '}
            of {formatCost(monthlyDollars)} this month
          </span>
        </p>
        <ProgressBar label="Research budget used this month" percent={share} />
      </CardContent>
    </Card>
  );
}
