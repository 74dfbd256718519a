import { Link } from 'react-router';
import { Check, Sparkles } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { SUBSCRIPTION_TAB } from '../lib/search-errors';

const PERKS = [
  '50 searches and 5 exports during your trial',
  'Lead scores, tech stack, emails and social profiles for every lead',
  'Search history, lists and CSV export',
  'Cancel anytime',
];

/** Search-gate copy (spec §1): $1 first month or a 7-day trial, then $79/month; founders keep $37/month. */
export function SubscriptionGateCard() {
  return (
    <Card className="overflow-hidden border-primary/30">
      <div className="h-1.5 bg-gradient-to-r from-primary via-indigo-500 to-sky-400" aria-hidden="true" />
      <CardHeader className="gap-3">
        <Badge className="w-fit">
          <Sparkles className="size-3" aria-hidden="true" />
          Founder offer
        </Badge>
        <CardTitle className="text-xl sm:text-2xl">Start your first month for $1</CardTitle>
        <CardDescription className="text-base text-slate-600">
          Searching needs an active subscription. Try LeadScout for $1 for your first month, or start a 7-day
          trial.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-[1fr_1.2fr] sm:items-start">
        <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-slate-900">$1</span>
            <span className="text-sm text-slate-600">first month</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            then <span className="font-medium text-slate-500 line-through">$79/month</span>{' '}
            <span className="font-semibold text-emerald-700">$37/month</span>
          </p>
          <p className="mt-3 text-xs text-slate-500">
            Founder price $37/month, locked forever: save $504 a year. The regular price applies to new
            customers from Jan 1, 2026.
          </p>
        </div>
        <ul className="grid gap-2 text-sm text-slate-700">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {perk}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild size="lg">
          <Link to={SUBSCRIPTION_TAB}>Start for $1</Link>
        </Button>
        <p className="text-xs text-slate-500">30-day money-back guarantee.</p>
      </CardFooter>
    </Card>
  );
}
