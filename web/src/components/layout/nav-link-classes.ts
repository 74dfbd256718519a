/** Shared look of a top-navigation link; `aria-[current=page]` marks the active one. */
export const NAV_LINK_CLASSES =
  'inline-flex items-center whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary aria-[current=page]:text-primary lg:px-3';
