import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { SOLUTION_LINKS } from './nav-links';
import { NAV_LINK_CLASSES } from './nav-link-classes';

/**
 * A disclosure menu of links (the W3C pattern for site navigation): Escape, a click outside or leaving it with
 * Tab closes it. Deliberately without the dropdown primitive, whose positioning code would weigh on every page.
 */
export function SolutionsMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className={`${NAV_LINK_CLASSES} gap-1 aria-expanded:bg-surface-muted`}
      >
        Solutions
        <ChevronDown
          className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 mt-1.5 min-w-56 rounded-lg border border-line bg-white p-1 shadow-lg data-[open]:animate-fade-in"
        data-open={isOpen ? '' : undefined}
      >
        {SOLUTION_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => setIsOpen(false)}
              className="flex rounded-md px-3 py-2 text-sm text-body hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
