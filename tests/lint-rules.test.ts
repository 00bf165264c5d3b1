import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The layer and file-name rules of eslint.config.js, shown to refuse what they are there to refuse:
// a rule that resolved no import, or matched no file, would pass every file and say nothing.
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fire for `code` written as the file at `path` (relative to the repository). */
async function rulesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('the web layers', () => {
  it('refuse a feature importing another feature, statically or lazily', async () => {
    const code = "import { Component } from '../home/home-route';\nexport const screens = [Component, () => import('../home/home-route')];\n";
    expect(await rulesFor('web/src/features/session/probe.ts', code)).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  });

  it('let a feature import its own modules and shared code', async () => {
    const code =
      "import { passwordRule } from './password-rule';\nimport { withSearch } from '../../lib/navigation';\nexport const used = [passwordRule, withSearch];\n";
    expect(await rulesFor('web/src/features/session/probe.ts', code)).toEqual([]);
  });

  it('refuse a feature importing the app', async () => {
    const code = "import { guard } from '../../app/access/guard';\nexport const used = guard;\n";
    expect(await rulesFor('web/src/features/home/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse shared code importing a feature or the app, types included', async () => {
    const code =
      "import type { RouteRule } from '../app/access/types';\nimport { Component } from '../features/home/home-route';\nexport const used: RouteRule[] = [];\nexport const screen = Component;\n";
    expect(await rulesFor('web/src/lib/probe.ts', code)).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  });

  it('let the app import features and shared code', async () => {
    const code =
      "import { Component } from '../features/home/home-route';\nimport { withSearch } from '../lib/navigation';\nexport const used = [Component, withSearch];\n";
    expect(await rulesFor('web/src/app/probe.ts', code)).toEqual([]);
  });
});

describe('file names', () => {
  it('are kebab-case everywhere, with .test and the like not part of the name', async () => {
    expect(await rulesFor('web/src/features/home/AccountCard.tsx', 'export {};\n')).toEqual(['check-file/filename-naming-convention']);
    expect(await rulesFor('gateway/src/userServer.ts', 'export {};\n')).toEqual(['check-file/filename-naming-convention']);
    expect(await rulesFor('web/src/features/home/account-card.test.tsx', 'export {};\n')).toEqual([]);
    expect(await rulesFor('web/src/features/Home/account-card.tsx', 'export {};\n')).toEqual(['check-file/folder-naming-convention']);
  });
});

describe("the gateway's domains", () => {
  it("refuse a domain importing another domain's resolvers", async () => {
    const code = "import { usersResolvers } from '../users/resolvers';\nexport const used = usersResolvers;\n";
    expect(await rulesFor('gateway/src/tokens/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it("let a domain use another's client and types, and its own resolvers", async () => {
    const code =
      "import type { UpstreamGroup } from '../users/user-server-types';\nimport { UserServerClient } from '../users/user-server-client';\nimport { tokenResolvers } from './resolvers';\nexport const used: [UpstreamGroup[], unknown, unknown] = [[], UserServerClient, tokenResolvers];\n";
    expect(await rulesFor('gateway/src/tokens/probe.ts', code)).toEqual([]);
  });

  it('refuse an import loop', async () => {
    // The request layer's service imports the upstream error; the error importing the service back closes a loop.
    const errors = readFileSync(join(root, 'gateway/src/upstream/errors.ts'), 'utf8');
    const code = `${errors}\nimport { UpstreamService } from './service';\nexport const probe = UpstreamService;\n`;
    expect(await rulesFor('gateway/src/upstream/errors.ts', code)).toContain('import-x/no-cycle');
  });
});
