import { createAuthClient } from 'better-auth/react';

/** `location` is missing only while the build pre-renders the public pages, which make no requests. */
export const authClient = createAuthClient({
  baseURL: globalThis.location?.origin ?? 'http://localhost',
  basePath: '/api/auth',
});
