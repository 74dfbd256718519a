import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { apiRequest } from '@web/lib/api-client';

/** The little of an OpenAPI document the reference shows: each operation's summary, parameters and answers. */
const ZOperation = z.object({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  parameters: z
    .array(z.object({ name: z.string(), in: z.string(), required: z.boolean().optional() }))
    .optional(),
  requestBody: z.unknown().optional(),
  responses: z.record(z.string(), z.object({ description: z.string().optional() })),
});
const ZDocument = z.object({
  paths: z.record(z.string(), z.record(z.string(), ZOperation)),
});

const METHOD_ORDER = ['get', 'post', 'patch', 'delete'];

/** The API reference, generated from `/api/v1/openapi.json` (the same document programs read). */
export function ApiReference() {
  const doc = useQuery({
    queryKey: ['openapi'],
    queryFn: () => apiRequest('/api/v1/openapi.json', ZDocument),
  });
  if (doc.isPending) return <Skeleton className="h-40 w-full" />;
  if (doc.isError) return <p className="text-danger">The API reference could not be loaded.</p>;
  const operations = Object.entries(doc.data.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
    .sort(
      (a, b) =>
        (a.op.tags?.[0] ?? '').localeCompare(b.op.tags?.[0] ?? '') ||
        a.path.localeCompare(b.path) ||
        METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    );
  return (
    <ul aria-label="API operations" className="grid gap-3">
      {operations.map(({ path, method, op }) => (
        <li key={`${method} ${path}`} className="rounded-lg border border-line p-4">
          <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm text-foreground">
            <Badge variant="secondary">{method.toUpperCase()}</Badge>
            {/* A long path breaks anywhere on a phone rather than push the page sideways. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">/api/v1{path}</span>
          </h3>
          {op.summary && <p className="mt-2 text-body">{op.summary}</p>}
          {op.description && <p className="mt-1 text-sm text-muted">{op.description}</p>}
          {op.parameters && op.parameters.length > 0 && (
            <p className="mt-2 text-sm text-muted">
              Parameters: {op.parameters.map((p) => `${p.name}${p.required ? '' : '?'} (${p.in})`).join(', ')}
            </p>
          )}
          <p className="mt-1 text-sm text-muted">
            Answers: {Object.keys(op.responses).join(', ')}
            {op.requestBody ? ' · takes a JSON body' : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
