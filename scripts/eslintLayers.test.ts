/**
 * The lint step enforces the layering of src/ (eslint.config.js): an import that points up, one
 * feature importing another, or browser code reaching the build-side model is an error; so is an
 * import circle, however short; so is a test replacing a module in a file that shares its modules.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** For probes given as text: import-x/no-cycle reads files on disk, which a probe is not (the circle test below lints real files). */
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const onDisk = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the layers of src/', () => {
  it('lets a page import a feature, the UI and the site model', async () => {
    const code =
      "import { ConsultationButton } from '../features/consultation';\nimport { Button } from '../ui/Button';\nimport { childrenOf } from '../model/siteTree';\nexport { ConsultationButton, Button, childrenOf };\n";
    expect(await rulesBroken('src/pages/LayerProbe.tsx', code)).toEqual([]);
  });

  it('refuses an import that points up', async () => {
    expect(await rulesBroken('src/ui/LayerProbe.ts', "import { ChatWidget } from '../features/chat';\nexport { ChatWidget };\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken('src/pages/LayerProbe.ts', "import { routes } from '../app/routes';\nexport { routes };\n")).toContain(
      'import-x/no-restricted-paths',
    );
    // The UI is below the API client: the form hook knows the API's errors only by their shape (src/shared/forms.ts).
    expect(await rulesBroken('src/ui/LayerProbe.ts', "import { ApiError } from '../api';\nexport { ApiError };\n")).toContain('import-x/no-restricted-paths');
  });

  it('refuses one feature importing another, or a feature by its files', async () => {
    expect(
      await rulesBroken('src/features/chat/LayerProbe.ts', "import { ConsultationForm } from '../consultation';\nexport { ConsultationForm };\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('src/pages/LayerProbe.ts', "import { LeadForm } from '../features/consultation/LeadForm';\nexport { LeadForm };\n")).toContain(
      'no-restricted-imports',
    );
    // A feature's plain entry (what the page's script runs without React) is public too.
    expect(await rulesBroken('src/app/LayerProbe.ts', "import { panelWasOpen } from '../features/chat/plain';\nexport { panelWasOpen };\n")).not.toContain(
      'no-restricted-imports',
    );
  });

  it('keeps React out of the site model and the build-side model out of the browser', async () => {
    expect(await rulesBroken('src/model/LayerProbe.ts', "import { useState } from 'react';\nexport { useState };\n")).toContain('no-restricted-imports');
    expect(await rulesBroken('src/ui/LayerProbe.ts', "import { pages } from '../build/manifest';\nexport { pages };\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('the server', () => {
  it('reads the build’s manifest, never the build itself', async () => {
    expect(await rulesBroken('server/pages/LayerProbe.ts', "import { pages } from '../../src/build/manifest';\nexport { pages };\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('queries the database only in the modules that own the tables', async () => {
    const query =
      "import type { Kysely } from 'kysely';\nexport const count = (db: Kysely<{ leads: { id: string } }>) => db.selectFrom('leads').select('id').execute();\n";
    expect(await rulesBroken('server/routes/LayerProbe.ts', query)).toContain('no-restricted-syntax');
    expect(await rulesBroken('server/store/LayerProbe.ts', query)).not.toContain('no-restricted-syntax');
  });
});

describe('tests', () => {
  it('replace a module only where the file runs in a module registry of its own', async () => {
    const mock = "import { vi } from 'vitest';\nvi.mock('../../ui/navigate', () => ({ navigateTo: vi.fn() }));\n";
    for (const shared of [
      'src/features/search/Probe.test.tsx',
      'src/model/Probe.test.ts',
      'server/routes/Probe.test.ts',
      'server/Probe.integration.test.ts',
      'tests/e2e/Probe.test.ts',
    ]) {
      expect(await rulesBroken(shared, mock), shared).toContain('no-restricted-properties');
    }
    expect(await rulesBroken('src/features/search/Probe.dom.test.tsx', mock)).not.toContain('no-restricted-properties');
  });
});

describe('import circles', () => {
  it('refuses two modules that import each other, and accepts them once one no longer does', async () => {
    // Two real files: the rule follows imports on disk. In the server's test helpers' folder, which no
    // test that reads the running code's sources walks (server/patterns.test.ts read a probe there as
    // it was deleted: ENOENT on CI).
    const dir = path.join(process.cwd(), 'server', 'test', `.cycle-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b + 1;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = 1;\nexport const c = () => a();\n");
      const cycles = async () =>
        (await onDisk.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')])).flatMap((result) => result.messages.map((message) => message.ruleId));
      expect(await cycles()).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
      writeFileSync(path.join(dir, 'b.ts'), 'export const b = 1;\n');
      expect(await cycles()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
