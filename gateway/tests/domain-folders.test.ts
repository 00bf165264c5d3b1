import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One name from schema to screen: the gateway has one folder per schema domain, named as its
// schema/*.graphql file, holding that domain's resolvers, clients, types and mappers; every other
// folder is one of the layers every domain uses (docs/architecture.md).
const root = join(import.meta.dirname, '..', '..');
const schemaDir = join(root, 'schema');
const gatewaySrc = join(root, 'gateway', 'src');

/** The folders that are not domains: what every domain's code stands on. */
const layers = ['access', 'explorer', 'generated', 'http', 'limits', 'operations', 'shared', 'throttle', 'upstream'];

/** Schema files that only declare types other domains share, with no field of Query, Mutation or Subscription. */
const sharedTypesOnly = ['applications', 'errors'];

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const schemaDomains = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => file.replace(/\.graphql$/, ''))
  .sort();
const declaresOperations = (domain: string) =>
  /^(extend )?type (Query|Mutation|Subscription)\b/m.test(readFileSync(join(schemaDir, `${domain}.graphql`), 'utf8'));

describe("the gateway's domain folders", () => {
  it('are the schema files, one for one', () => {
    const domainFolders = folders(gatewaySrc).filter((folder) => !layers.includes(folder));
    expect(domainFolders).toEqual(schemaDomains.filter((domain) => !sharedTypesOnly.includes(domain)));
  });

  it('leave out only the schema files that declare shared types and no operations', () => {
    for (const domain of sharedTypesOnly) expect(declaresOperations(domain), domain).toBe(false);
    for (const domain of schemaDomains.filter((d) => !sharedTypesOnly.includes(d))) expect(declaresOperations(domain), domain).toBe(true);
  });

  it('each hold their resolvers', () => {
    const domains = schemaDomains.filter((domain) => !sharedTypesOnly.includes(domain));
    const withoutResolvers = domains.filter((domain) => !readdirSync(join(gatewaySrc, domain)).some((file) => file.endsWith('resolvers.ts')));
    expect(withoutResolvers).toEqual([]);
  });
});
