import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run schema:check` run as a developer runs it, on a released schema, a current one and a
// changelog of the test's own.

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'schema-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const released = `
type Query {
  plans: [Plan!]!
  planTerritory: PlanTerritory
  oldPlans: [OldPlan!]! @deprecated(reason: "Use plans")
  legacy: String @deprecated
  clicks: Int!
}
type Plan { id: ID! name: String! }
type OldPlan { id: ID! }
type PlanTerritory { territory: Territory! }
enum Territory { uk }
`;

const unreleased = (...paths: string[]) =>
  `# Schema changes\n\n## Unreleased\n\n${paths.map((path) => `- Removed \`${path}\`.`).join('\n')}\n\n## First release\n\n- \`Query.clicks\`\n`;

let run = 0;
async function check(current: string, changelog = unreleased()): Promise<{ code: number; output: string }> {
  run += 1;
  const files = { released: join(dir, `released-${run}.graphql`), current: join(dir, `current-${run}.graphql`), changelog: join(dir, `changelog-${run}.md`) };
  writeFileSync(files.released, released);
  writeFileSync(files.current, current);
  writeFileSync(files.changelog, changelog);
  const args = ['--import', 'tsx', 'scripts/schema-check.ts', '--released', files.released, '--current', files.current, '--changelog', files.changelog];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const without = (line: string) => released.replace(`${line}\n`, '');

describe('npm run schema:check', () => {
  it('fails on a removed field that was not deprecated, naming it', async () => {
    const { code, output } = await check(without('  clicks: Int!'));
    expect(code).toBe(1);
    expect(output).toContain(
      "REFUSED: Field 'clicks' was removed from object type 'Query' (Query.clicks): it was not deprecated with a reason in the released schema",
    );
    expect(output).toContain('schema:check failed: 1 breaking change(s) not allowed: Query.clicks');
  });

  it('passes on an added field, listing it as safe', async () => {
    const { code, output } = await check(released.replace('  clicks: Int!', '  clicks: Int!\n  clicksLeft: Int'));
    expect(code).toBe(0);
    expect(output).toMatch(/Breaking \(0\):\nDangerous \(0\):\nSafe \(1\):\n {2}Field 'clicksLeft' was added to object type 'Query' \(Query\.clicksLeft\)/);
  });

  it('lists an added enum value as dangerous without failing', async () => {
    const { code, output } = await check(released.replace('enum Territory { uk }', 'enum Territory { uk australia }'));
    expect(code).toBe(0);
    expect(output).toMatch(/Breaking \(0\):\nDangerous \(1\):\n {2}Enum value 'australia' was added to enum 'Territory' \(Territory\.australia\)/);
  });

  it('passes on removing a field deprecated with a reason once the changelog records it, and the type only it used', async () => {
    const current = without('  oldPlans: [OldPlan!]! @deprecated(reason: "Use plans")').replace('type OldPlan { id: ID! }\n', '');
    const { code, output } = await check(current, unreleased('Query.oldPlans', 'OldPlan'));
    expect(code, output).toBe(0);
    expect(output).toContain("allowed: Field 'oldPlans' (deprecated) was removed from object type 'Query' (Query.oldPlans): deprecated (\"Use plans\")");
    expect(output).toContain("allowed: Type 'OldPlan' was removed (OldPlan): deprecated (used only by deprecated or removed fields: Query.oldPlans)");
  });

  it('fails on removing a deprecated field the changelog does not record under Unreleased', async () => {
    const { code, output } = await check(without('  oldPlans: [OldPlan!]! @deprecated(reason: "Use plans")'), unreleased());
    expect(code).toBe(1);
    expect(output).toContain('schema/CHANGELOG.md does not record `Query.oldPlans` under Unreleased');
  });

  it('fails on removing a field deprecated without a reason of its own', async () => {
    const { code, output } = await check(without('  legacy: String @deprecated'), unreleased('Query.legacy'));
    expect(code).toBe(1);
    expect(output).toContain('not allowed: Query.legacy');
  });

  it('fails on a type change of a field in use', async () => {
    const { code, output } = await check(released.replace('  clicks: Int!', '  clicks: String!'));
    expect(code).toBe(1);
    expect(output).toContain('not allowed: Query.clicks');
  });

  it("passes on the repository's own schema against its last release", async () => {
    const { code, output } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/schema-check.ts'], { cwd: root }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
    expect(code, output).toBe(0);
    expect(output).toContain('Schema changes since the last release (schema/released/schema.graphql)');
  });
});
