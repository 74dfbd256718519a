type TAuthClientError = { message?: string; statusText: string };

/** better-auth errors carry a message from the server; fall back to the HTTP status text. */
export function authErrorMessage(error: TAuthClientError): string {
  return error.message || error.statusText || 'Please try again.';
}
