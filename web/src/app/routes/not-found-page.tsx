import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">Oops! Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
