import type { z } from 'zod';
import type { TApiError } from '@contracts/errors';
import { askForSecondStep, confirmationAsked, SECOND_STEP_PENDING, TWO_STEP_PATH } from './second-step';

/** An error body from our API (`{ code, message }`), or a synthetic one when the body is not ours. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON, or a file (a Blob) sent as its bytes. */
  body?: unknown;
  /** Public calls do not send the visitor to /auth on a 401. */
  isPublic?: boolean;
};

const AUTH_PATH = '/auth';

/** The ZApiError shape, checked by hand so the first page load does not need zod. */
function isApiErrorBody(body: unknown): body is TApiError {
  const candidate = body as Partial<Record<keyof TApiError, unknown>> | null;
  return typeof candidate?.code === 'string' && typeof candidate.message === 'string';
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.code, body.message);
  return new ApiError(response.status, 'HTTP_ERROR', response.statusText || 'Something went wrong');
}

/** Calls our API with the session cookie and parses the JSON response with `schema`. */
export async function apiRequest<T>(
  path: string,
  schema: z.ZodType<T>,
  { method = 'GET', body, isPublic = false }: TRequestOptions = {},
): Promise<T> {
  const isFile = body instanceof Blob;
  const send = () =>
    fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isFile && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
    });
  let response = await send();

  if (!response.ok) {
    let error = await toApiError(response);
    // Step-up (decision 096): a sensitive action past the window asks for a second step, then runs once more.
    const asked = confirmationAsked(error.code);
    if (asked && (await askForSecondStep(asked))) {
      response = await send();
      if (response.ok) return schema.parse(response.status === 204 ? undefined : await response.json());
      error = await toApiError(response);
    }
    if (response.status === 401 && !isPublic) {
      // A session that still owes its second step goes to the two-step screen, any other 401 to sign-in.
      const target = error.code === SECOND_STEP_PENDING ? TWO_STEP_PATH : AUTH_PATH;
      if (window.location.pathname !== target) window.location.assign(target);
    }
    throw error;
  }

  return schema.parse(response.status === 204 ? undefined : await response.json());
}
