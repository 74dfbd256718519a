import {
  ChartColumn,
  List,
  Map as MapIcon,
  RotateCcwClock,
  Search,
  Send,
  Settings,
  Shield,
  type LucideIcon,
} from 'lucide-react';

type TSidebarLink = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The link counts as active on every path under this prefix; defaults to `to`. */
  section?: string;
};

export const SIDEBAR_LINKS: TSidebarLink[] = [
  { label: 'Search', to: '/dashboard/search', icon: Search },
  { label: 'Area sweeps', to: '/dashboard/sweeps', icon: MapIcon },
  { label: 'History', to: '/dashboard/history', icon: RotateCcwClock },
  { label: 'Lists', to: '/dashboard/lists', icon: List },
  { label: 'Campaigns', to: '/dashboard/campaigns', icon: Send },
  { label: 'Usage', to: '/dashboard/usage', icon: ChartColumn },
  { label: 'Settings', to: '/dashboard/settings', icon: Settings },
];

export const ADMIN_LINK: TSidebarLink = {
  label: 'Admin',
  to: '/admin/users',
  icon: Shield,
  section: '/admin',
};
