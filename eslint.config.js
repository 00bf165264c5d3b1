import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// The web app's layers, as zones of import-x's no-restricted-paths. Imports go one way only:
// app -> features -> shared (components, lib, gql, test). A feature never reaches into another
// feature or into the app, and shared code never reaches into either, so a feature can be moved,
// split or deleted without touching its neighbours. The zones are read from the folders, so a new
// feature is kept apart without anyone remembering to list it here.
const web = 'web/src';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['components', 'lib', 'gql', 'test'].map((folder) => `${web}/${folder}`);
const layerZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; compose them in src/app, or move what both need to src/components or src/lib.',
  })),
  { target: `${web}/features`, from: `${web}/app`, message: 'A feature does not import the app; the app passes it what it needs.' },
  { target: shared, from: [`${web}/features`, `${web}/app`], message: 'Shared code does not import features or the app.' },
];

// The gateway's domains, as zones too: one folder per schema domain (gateway/tests/domain-folders.test.ts)
// holding its resolvers, clients, types and mappers. A domain may use another's client, types or
// mappers, never its resolvers: what two domains' resolvers share belongs in a mapper or a layer.
// The layers (access, upstream, operations...) are read as everything that is not a schema domain.
const gateway = 'gateway/src';
const schemaDomains = new Set(
  readdirSync('schema')
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => file.replace(/\.graphql$/, '')),
);
const gatewayDomains = readdirSync(gateway, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && schemaDomains.has(entry.name))
  .map((entry) => entry.name);
const domainZones = gatewayDomains.map((domain) => ({
  target: `${gateway}/${domain}/**`,
  from: gatewayDomains.filter((other) => other !== domain).map((other) => `${gateway}/${other}/*resolvers.ts`),
  message: "A domain does not import another domain's resolvers; move what both need to a mapper, a client or src/access.",
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-bench/**', 'web/src/gql/**', 'gateway/src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One file-name convention for the whole repository: kebab-case (`address-result.tsx`,
    // `route-table.ts`); a file's other dots (`.test`, `.config`) are not part of its name.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // The zones only hold where an import can be resolved to a file, so the resolver must know TypeScript's extensions.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    plugins: { 'import-x': importX },
    // no-cycle follows imports through the files it parses, so it must know TypeScript's files and parser.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: domainZones }],
      // No import loop in the gateway: a loop makes load order matter and hides which module is the base.
      'import-x/no-cycle': 'error',
    },
  },
);
