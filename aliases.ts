import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Path aliases shared by Vite and Vitest; tsx reads the same ones from tsconfig.json. */
export const aliases = {
  '@contracts': at('./contracts'),
  '@server': at('./server'),
  '@web': at('./web/src'),
  '@fakes': at('./fakes'),
  '@tests': at('./tests'),
};
