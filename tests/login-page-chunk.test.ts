import { describe, expect, it } from 'vitest';
import { loginPageClosure, loginPageGroup } from '../web/login-page-chunk';

// A made-up module graph: the entry reaches MUI's system through its index, which gathers many
// parts; the page uses one of them (the theme provider), another page uses Grid.
const graph: Record<string, string[]> = {
  '/web/src/main.tsx': ['/web/src/app/providers.tsx', '/node_modules/react/index.js'],
  '/web/src/app/providers.tsx': ['/node_modules/@mui/system/index.mjs'],
  '/node_modules/react/index.js': [],
  '/node_modules/@mui/system/index.mjs': [
    '/node_modules/@mui/system/ThemeProvider/index.mjs',
    '/node_modules/@mui/system/Grid/index.mjs',
    '/node_modules/@mui/system/Container/index.mjs',
    '/node_modules/@mui/system/Stack/index.mjs',
    '/node_modules/@mui/system/Box/index.mjs',
    '/node_modules/@mui/system/styled.mjs',
  ],
  '/node_modules/@mui/system/ThemeProvider/index.mjs': ['/node_modules/@mui/system/ThemeProvider/ThemeProvider.mjs'],
  '/node_modules/@mui/system/ThemeProvider/ThemeProvider.mjs': [],
  '/node_modules/@mui/system/Grid/index.mjs': ['/node_modules/@mui/system/Grid/Grid.mjs'],
  '/node_modules/@mui/system/Grid/Grid.mjs': [],
  '/web/src/features/session/landing-layout.tsx': ['/node_modules/@mui/material/Link/index.mjs'],
  '/node_modules/@mui/material/Link/index.mjs': ['/node_modules/@mui/material/Link/Link.mjs', '/node_modules/@mui/material/Link/linkClasses.mjs'],
  '/node_modules/@mui/material/Link/Link.mjs': [],
  '/node_modules/@mui/material/Link/linkClasses.mjs': [],
  '/web/src/features/session/login-route.tsx': ['/web/src/app/providers.tsx'],
  '/web/src/features/home/home-route.tsx': ['/node_modules/@mui/system/Grid/index.mjs'],
};
const moduleGraph = (modules: Record<string, string[]>) => ({ getModuleInfo: (id: string) => (modules[id] ? { importedIds: modules[id] } : null) });

describe('loginPageClosure', () => {
  const closure = loginPageClosure(moduleGraph(graph), ['/web/src/main.tsx', '/web/src/features/session/landing-layout.tsx']);

  it('follows static imports, through the index of one component', () => {
    expect(closure).toContain('/web/src/app/providers.tsx');
    expect(closure).toContain('/node_modules/@mui/material/Link/Link.mjs');
    expect(closure).toContain('/node_modules/@mui/material/Link/linkClasses.mjs');
  });

  it('stops at an index gathering many parts, so parts only other pages use stay out', () => {
    expect(closure).toContain('/node_modules/@mui/system/index.mjs');
    expect(closure).not.toContain('/node_modules/@mui/system/Grid/Grid.mjs');
    expect(closure).not.toContain('/node_modules/@mui/system/ThemeProvider/ThemeProvider.mjs');
  });

  it('fails, naming it, when a module the login page starts from is not in the build', () => {
    expect(() => loginPageClosure(moduleGraph(graph), ['/web/src/main.tsx', '/web/src/features/session/sign-in.tsx'])).toThrow(/sign-in\.tsx/);
  });
});

describe('loginPageGroup', () => {
  it('names the entry, the login route and its layout and their closure, and nothing else', () => {
    const name = loginPageGroup('/web');
    const ctx = moduleGraph(graph);
    expect(name('/web/src/features/session/login-route.tsx', ctx)).toBe('login-page');
    expect(name('/web/src/features/session/landing-layout.tsx', ctx)).toBe('login-page');
    expect(name('/node_modules/react/index.js', ctx)).toBe('login-page');
    expect(name('/web/src/features/home/home-route.tsx', ctx)).toBeNull();
    expect(name('/node_modules/@mui/system/Grid/Grid.mjs', ctx)).toBeNull();
  });
});
