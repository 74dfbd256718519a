import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The house's import rules, tried on deliberately broken fixtures (decision 122): the circle check of
 * `.dependency-cruiser.js` (`npm run lint:deps`) and the walls of `eslint.config.js` must report them.
 */

describe('the circle check (dependency-cruiser)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'leadscout-circle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function circlesIn(files: Record<string, string>): Promise<string[]> {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const options = await extractDepcruiseOptions('./.dependency-cruiser.js');
    const { output } = await cruise(['.'], { ...options, baseDir: dir });
    if (typeof output === 'string') throw new Error('expected a cruise result');
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  }

  it('reports a circle that runs only through `import type`', async () => {
    const circles = await circlesIn({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(circles).toContain('no-circular: a.ts → b.ts');
  });

  it('passes the same files once the circle is broken', async () => {
    const circles = await circlesIn({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': 'export type B = { name: string };\n',
    });
    expect(circles).toEqual([]);
  });
});

describe('the walls (eslint.config.js)', () => {
  const eslint = new ESLint();

  /** The wall messages ESLint gives `code` as if it were the file at `filePath` (the file need not exist). */
  async function wallsBroken(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
  }

  it('refuses product code importing test support, on the server and on the web', async () => {
    expect(
      await wallsBroken(
        'server/features/search/fixture.ts',
        "import type { TestApp } from '../../../tests/test-app';\nexport type T = TestApp;\n",
      ),
    ).toEqual([expect.stringContaining('never imports test support')]);
    expect(
      await wallsBroken(
        'web/src/features/search/fixture.ts',
        "import { renderApp } from '@tests/web/render-app';\nexport const f = renderApp;\n",
      ),
    ).toEqual([expect.stringContaining('never imports test support')]);
  });

  it('refuses type imports across layers: config → lib, db → lib, app-context → anything in server', async () => {
    expect(
      await wallsBroken(
        'server/config.ts',
        "import type { Auth } from './lib/auth/create-auth';\nexport type A = Auth;\n",
      ),
    ).toEqual([expect.stringContaining('imports only server/core')]);
    expect(
      await wallsBroken(
        'server/db/fixture.ts',
        "import type { AppEnv } from '../lib/app-context';\nexport type E = AppEnv;\n",
      ),
    ).toEqual([expect.stringContaining('server/db sits below lib')]);
    expect(
      await wallsBroken(
        'server/lib/app-context.ts',
        "import type { Config } from '../config';\nexport type C = Config;\n",
      ),
    ).toEqual([expect.stringContaining('app-context.ts is a leaf')]);
  });

  it('refuses a feature reaching into another one, and lets a test do it', async () => {
    const code = "import { runSearch } from '../search/run-search';\nexport const f = runSearch;\n";
    expect(await wallsBroken('server/features/leads/fixture.ts', code)).toEqual([
      expect.stringContaining('Use search through its public index.ts'),
    ]);
    expect(await wallsBroken('server/features/leads/fixture.test.ts', code)).toEqual([]);
  });
});
