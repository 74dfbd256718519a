import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '@web/components/ui/button';

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when a route throws. The plain link reloads the app, which also clears whatever state broke it. */
export function RouteErrorPage() {
  const error = useRouteError();

  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">Unexpected Application Error!</h1>
      <pre className="w-full overflow-x-auto rounded-lg border border-danger-border bg-danger-soft p-4 text-left text-sm whitespace-pre-wrap text-danger">
        {errorMessage(error)}
      </pre>
      <a href="/" className={buttonClasses()}>
        Return to Home
      </a>
    </section>
  );
}
