import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZMailbox,
  ZMailboxes,
  ZMailboxTestResult,
  ZSendTestEmailResult,
  type TConnectMailboxRequest,
  type TReplaceMailboxServersRequest,
  type TUpdateMailboxSettingsRequest,
} from '@contracts/mailboxes';
import { apiRequest } from '@web/lib/api-client';

const KEY = ['mailboxes'] as const;
const path = (id: string) => `/api/mailboxes/${encodeURIComponent(id)}`;

/** The team's mailboxes (never their passwords). */
export function useMailboxes() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest('/api/mailboxes', ZMailboxes) });
}

function useInvalidateMailboxes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

/** Signs in to both servers, then keeps the mailbox (asks for step-up first where needed). */
export function useConnectMailbox() {
  const invalidate = useInvalidateMailboxes();
  return useMutation({
    mutationFn: (body: TConnectMailboxRequest) =>
      apiRequest('/api/mailboxes', ZMailbox, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** New hosts, users or passwords: both servers sign in with them first, then they are kept (step-up first). */
export function useReplaceMailboxServers(id: string) {
  const invalidate = useInvalidateMailboxes();
  return useMutation({
    mutationFn: (body: TReplaceMailboxServersRequest) =>
      apiRequest(`${path(id)}/servers`, ZMailbox, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateMailboxSettings(id: string) {
  const invalidate = useInvalidateMailboxes();
  return useMutation({
    mutationFn: (body: TUpdateMailboxSettingsRequest) =>
      apiRequest(path(id), ZMailbox, { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useTestMailbox() {
  const invalidate = useInvalidateMailboxes();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${path(id)}/test`, ZMailboxTestResult, { method: 'POST' }),
    onSettled: invalidate,
  });
}

/** Sends a short test message from the mailbox to the signed-in person's own address (owners and admins). */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${path(id)}/send-test`, ZSendTestEmailResult, { method: 'POST' }),
  });
}

export function useDeleteMailbox() {
  const invalidate = useInvalidateMailboxes();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), z.object({ ok: z.boolean() }), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
