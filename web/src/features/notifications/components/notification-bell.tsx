import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { RelativeTime } from '@web/components/relative-time';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { useNotifications, useReadNotifications } from '../api/notifications';

/**
 * The bell (issue 33 §4): the count of unread notifications on it, the newest twenty in a panel; opening the
 * panel marks them read. Its name says the count to a screen reader.
 */
export function NotificationBell() {
  const list = useNotifications();
  const read = useReadNotifications();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  return (
    <Popover onOpenChange={(open) => open && unread > 0 && read.mutate()}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger px-1 text-[0.625rem] leading-4 font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Notifications" className="grid gap-3">
        <h2 className="text-sm font-semibold text-foreground">Notifications</h2>
        {items.length === 0 ? (
          <p className="text-sm text-muted">Nothing yet. A monitor’s runs are reported here.</p>
        ) : (
          <ul className="grid gap-2">
            {items.map((item) => (
              <li key={item.id} className="grid gap-0.5 text-sm">
                <Link to={item.link} className="font-medium text-primary hover:underline">
                  {item.title}
                </Link>
                <span className="text-muted">
                  {item.body} <RelativeTime at={item.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
