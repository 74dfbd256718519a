import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBranding, type TBranding, type TUpdateBrandingRequest } from '@contracts/audit-reports';
import { apiRequest } from '@web/lib/api-client';

const BRANDING = ['branding'] as const;

/** The active team's report branding (Settings → Branding). */
export function useBranding() {
  return useQuery({ queryKey: BRANDING, queryFn: () => apiRequest('/api/branding', ZBranding) });
}

/** Each change answers the whole branding, which replaces the cached one. */
function useBrandingChange<T>(send: (input: T) => Promise<TBranding>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (branding) => queryClient.setQueryData(BRANDING, branding),
  });
}

export const useUpdateBranding = () =>
  useBrandingChange((body: TUpdateBrandingRequest) =>
    apiRequest('/api/branding', ZBranding, { method: 'PUT', body }),
  );

/** Uploads the file as it is: the server reads its type from its bytes. */
export const useUploadLogo = () =>
  useBrandingChange((file: Blob) =>
    apiRequest('/api/branding/logo', ZBranding, { method: 'PUT', body: file }),
  );

export const useRemoveLogo = () =>
  useBrandingChange((_: void) => apiRequest('/api/branding/logo', ZBranding, { method: 'DELETE' }));
