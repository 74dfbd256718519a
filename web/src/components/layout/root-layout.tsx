import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteNotice } from './site-notice';
import { TopNav } from './top-nav';

/** Every page: top navigation, the routed screen, footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteNotice />
      <TopNav />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
