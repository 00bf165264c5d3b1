import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const root = join(import.meta.dirname, '..');

describe('generated GraphQL types', () => {
  it('match schema/ and the web documents (run `npm run codegen` after changing either)', async () => {
    const { config } = await loadCodegenConfig({ configFilePath: join(root, 'codegen.yml') });
    const outputs = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const committed = await readFile(join(root, output.filename), 'utf8').catch(() => '(missing)');
      expect(committed, `${output.filename} is out of date: run npm run codegen`).toBe(output.content);
    }
  });
});
