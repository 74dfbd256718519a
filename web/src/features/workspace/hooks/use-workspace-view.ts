import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TLeadFilters, TLeadSort } from '@contracts/filters';
import { viewFromParams, viewToParams, WORKSPACE_PARAM_KEYS, type TWorkspaceView } from '../lib/view-params';

/**
 * The workspace view (filters, sort, hidden duplicates) lives in the query string, so a filtered view can be
 * bookmarked and shared. Only the workspace's own keys are written; the page's (`id`, …) are kept.
 */
export function useWorkspaceView() {
  const [params, setParams] = useSearchParams();
  const ownKey = WORKSPACE_PARAM_KEYS.map((key) => params.getAll(key).join('\u0001')).join('\u0002');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed only when the workspace's own keys change
  const view = useMemo(() => viewFromParams(params), [ownKey]);

  const update = useCallback(
    (change: (view: TWorkspaceView) => TWorkspaceView) =>
      setParams((previous) => viewToParams(change(viewFromParams(previous)), previous), { replace: true }),
    [setParams],
  );
  const setFilters = useCallback((filters: TLeadFilters) => update((v) => ({ ...v, filters })), [update]);
  const patchFilters = useCallback(
    (patch: Partial<TLeadFilters>) => update((v) => ({ ...v, filters: { ...v.filters, ...patch } })),
    [update],
  );
  const setSort = useCallback((sort: TLeadSort) => update((v) => ({ ...v, sort })), [update]);
  const setHideDuplicates = useCallback(
    (hideDuplicates: boolean) => update((v) => ({ ...v, hideDuplicates })),
    [update],
  );
  return { view, setFilters, patchFilters, setSort, setHideDuplicates };
}
