import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { SOLUTION_LINKS } from './nav-links';
import { NAV_LINK_CLASSES } from './nav-link-classes';

export function SolutionsMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={`${NAV_LINK_CLASSES} gap-1 data-[state=open]:bg-slate-100`}>
        Solutions
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {SOLUTION_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
