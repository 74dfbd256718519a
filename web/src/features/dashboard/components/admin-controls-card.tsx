import { Link } from 'react-router';
import { ChartLine, ChevronRight, Users, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

type TAdminLinkProps = { to: string; icon: LucideIcon; title: string; detail: string };

function AdminLink({ to, icon: Icon, title, detail }: TAdminLinkProps) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-md border border-line px-4 py-3 transition-colors hover:border-primary/40 hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon className="size-5 text-primary" aria-hidden="true" />
      <span className="flex-1">
        <span className="block text-sm font-medium text-foreground">{title}</span>
        <span className="block text-xs text-muted">{detail}</span>
      </span>
      <ChevronRight className="size-4 text-faint" aria-hidden="true" />
    </Link>
  );
}

export function AdminControlsCard({ totalUsers }: { totalUsers: number | null | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Admin Controls</CardTitle>
        <CardDescription>Manage users and watch how the platform is used.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 lg:grid-cols-2">
        <AdminLink
          to="/admin/users"
          icon={Users}
          title="User Management"
          detail={totalUsers == null ? 'View all users' : `${totalUsers.toLocaleString()} total users`}
        />
        <AdminLink to="/admin/analytics" icon={ChartLine} title="Analytics" detail="Platform-wide usage" />
      </CardContent>
    </Card>
  );
}
