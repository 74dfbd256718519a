import { useLocation } from 'react-router';

/**
 * How wide a signed-in screen (dashboard, admin) grows: the sidebar-and-content row, the top navigation and the
 * footer share it, so their edges line up on wide screens.
 */
export const APP_MAX_WIDTH = 'max-w-screen-2xl';
/** How wide the public pages' top navigation and footer grow. */
const SITE_MAX_WIDTH = 'max-w-7xl';

const APP_PATH = /^\/(?:dashboard|admin)(?:\/|$)/;

/** The max-width class for the top navigation and footer on the current route. */
export function usePageMaxWidth(): string {
  return APP_PATH.test(useLocation().pathname) ? APP_MAX_WIDTH : SITE_MAX_WIDTH;
}
