import { useMutation } from '@tanstack/react-query';
import { ZContactResponse, type TContactRequest } from '@contracts/contact';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/contact */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: TContactRequest) =>
      apiRequest('/api/contact', ZContactResponse, { method: 'POST', body: message, isPublic: true }),
  });
}
