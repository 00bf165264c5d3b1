import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../web/src/lib/storage-keys';

// Every key the web app keeps in the browser's storage comes from web/src/lib/storage-keys.ts, so
// sign-out clears the right ones and no two screens meet under one key by chance. This reads the
// product's code (tests may write a key out: they pin what a browser already holds) and refuses a
// storage call whose key does not lead back to that file, and any key written out elsewhere.

const web = join(import.meta.dirname, '../web/src');
const keysFile = 'lib/storage-keys.ts';
const storageCalls = new Set(['getItem', 'setItem', 'removeItem']);
/** The fixed keys, and the start of each key made per account, tip or message. */
const keyWords = [...Object.values(storageKeys), 'basketOrders:', 'checkoutDetails:', 'helpTipDisabled:', 'dontShowAgain:', 'draft:'];

/** Why each storage call of a file takes a key from elsewhere than storage-keys.ts, one line each. */
function storageKeyOffences(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const offences: string[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const imported = new Set<string>();
  const declarations = new Map<string, ts.Node[]>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /(^|\/)storage-keys$/.test(node.moduleSpecifier.text)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imported.add(element.name.text);
    }
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
      declarations.set(node.name.text, [...(declarations.get(node.name.text) ?? []), node]);
    }
    if (ts.isCallExpression(node)) calls.push(node);
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      keyWords.some((word) => node.text === word || (word.endsWith(':') && node.text.startsWith(word)))
    ) {
      offences.push(`${where(node)} writes out the storage key '${node.text}'`);
    }
    if (ts.isTemplateExpression(node) && keyWords.some((word) => word.endsWith(':') && node.head.text.startsWith(word))) {
      offences.push(`${where(node)} makes the storage key \`${node.head.text}…\``);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  /** Whether `node` is a key from storage-keys.ts, following names declared in this file. */
  const fromKeysFile = (node: ts.Expression, seen: Set<ts.Node>): boolean => {
    if (seen.has(node)) return false;
    seen.add(node);
    if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) return fromKeysFile(node.expression, seen);
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return fromKeysFile(node.expression, seen);
    if (ts.isCallExpression(node)) return fromKeysFile(node.expression, seen);
    if (!ts.isIdentifier(node)) return false;
    if (imported.has(node.text)) return true;
    const found = declarations.get(node.text) ?? [];
    return found.length > 0 && found.every((declaration) => declaredFromKeysFile(declaration, seen));
  };

  const declaredFromKeysFile = (declaration: ts.Node, seen: Set<ts.Node>): boolean => {
    if (ts.isVariableDeclaration(declaration)) {
      if (declaration.initializer) return fromKeysFile(declaration.initializer, seen);
      // `for (const key of keys)`: the key is one of `keys`.
      const loop = declaration.parent.parent;
      return ts.isForOfStatement(loop) && fromKeysFile(loop.expression, seen);
    }
    if (ts.isParameter(declaration)) {
      // A parameter is a key when every call of its function in this file passes one.
      const fn = declaration.parent;
      const index = fn.parameters.indexOf(declaration);
      const name = ts.isFunctionDeclaration(fn) ? fn.name : ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined;
      if (!name || !ts.isIdentifier(name)) return false;
      const callers = calls.filter((call) => ts.isIdentifier(call.expression) && call.expression.text === name.text);
      return callers.length > 0 && callers.every((call) => call.arguments[index] !== undefined && fromKeysFile(call.arguments[index], seen));
    }
    if (ts.isFunctionDeclaration(declaration)) {
      const returns: ts.Expression[] = [];
      const collect = (node: ts.Node) => {
        if (ts.isReturnStatement(node) && node.expression) returns.push(node.expression);
        else if (!ts.isFunctionLike(node)) ts.forEachChild(node, collect);
      };
      if (declaration.body) ts.forEachChild(declaration.body, collect);
      return returns.length > 0 && returns.every((expression) => fromKeysFile(expression, seen));
    }
    return false;
  };

  for (const call of calls) {
    const callee = call.expression;
    if (!ts.isPropertyAccessExpression(callee) || !storageCalls.has(callee.name.text)) continue;
    const key = call.arguments[0];
    if (key && !fromKeysFile(key, new Set())) offences.push(`${where(call)} calls ${callee.name.text} with a key not from ${keysFile}: ${key.getText(file)}`);
  }
  return offences;
}

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'test' ? [] : productFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-support\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('browser storage keys', () => {
  it('come from lib/storage-keys.ts everywhere in the web app', () => {
    const files = productFiles(web).filter((path) => relative(web, path) !== keysFile);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => storageKeyOffences(relative(web, path), readFileSync(path, 'utf8')))).toEqual([]);
  });

  it.each([
    { case: 'a key from the file', code: `import { storageKeys } from '../storage-keys';\nlocalStorage.getItem(storageKeys.authDetails);`, offences: 0 },
    { case: 'a key made by the file', code: `import { basketKey } from './storage-keys';\nlocalStorage.removeItem(basketKey(id));`, offences: 0 },
    {
      case: 'a key kept in a constant',
      code: `import { storageKeys } from '../storage-keys';\nconst KEY = storageKeys.sentCheckouts;\nstorage.setItem(KEY, '[]');`,
      offences: 0,
    },
    {
      case: 'a key from a list of the file',
      code: `import { signedInKeys } from '../storage-keys';\nfor (const key of signedInKeys) localStorage.removeItem(key);`,
      offences: 0,
    },
    {
      case: 'a key passed to a helper',
      code: `import { storageKeys } from '../storage-keys';\nfunction put(key: string) { localStorage.setItem(key, 'x'); }\nput(storageKeys.lastAccountId);`,
      offences: 0,
    },
    { case: 'a key written out', code: `localStorage.getItem('authDetails');`, offences: 2 },
    { case: 'a new key written out', code: `localStorage.setItem('lastScreen', '/home');`, offences: 1 },
    { case: 'a key made in place', code: 'sessionStorage.removeItem(`checkoutDetails:${id}`);', offences: 2 },
    { case: 'a key kept in a constant of its own', code: `const KEY = 'recentFiles';\nlocalStorage.getItem(KEY);`, offences: 1 },
    {
      case: 'a key made by a function of its own',
      code: 'const seenKey = (name: string) => `seen:${name}`;\nlocalStorage.setItem(seenKey(tip), "true");',
      offences: 1,
    },
    {
      case: 'a helper passed any string',
      code: `import { storageKeys } from '../storage-keys';\nfunction put(key: string) { localStorage.setItem(key, 'x'); }\nput(storageKeys.lastAccountId);\nput('lastView');`,
      offences: 1,
    },
    { case: 'a key compared in a storage event', code: `addEventListener('storage', (event) => event.key === 'basketOrders:103');`, offences: 1 },
  ])('are refused unless from the file: $case', ({ code, offences }) => {
    expect(storageKeyOffences('example.ts', code)).toHaveLength(offences);
  });
});
