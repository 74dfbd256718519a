import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@tests/web/msw';

// `findBy…` waits up to 5 s, not 1 s: a lazily imported screen is transformed on first use, which takes over a
// second on a busy 2-core machine. A passing wait returns as soon as the element shows.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
