import { setupServer } from 'msw/node';

/**
 * The web tests' one request-stub layer (MSW): `tests/setup-web.ts` starts it, resets its handlers after each
 * test and fails any request no test declared. Tests declare answers through `stubApi` (./stub-api).
 */
export const server = setupServer();
