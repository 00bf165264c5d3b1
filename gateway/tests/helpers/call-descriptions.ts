import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// Reads the gateway's source for the calls it makes to the provider's services, as the clients
// describe them: every object literal with an `action`, a `method` and a `path` (the request
// layer's UpstreamCall and ExchangeLabel, the streamed transfers' calls). Which service a
// description goes to is read from where its class or function is given a service (context.ts,
// server.ts). Nothing here is a list of calls: a new description is found as it is written.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
/** The request layer passes descriptions along; it makes no call of its own. */
const SKIPPED = ['generated', 'upstream'];
/** Where clients and routes are given their service. */
const WIRING = ['context.ts', 'server.ts'];

export interface FoundCall {
  service: string;
  method: string;
  path: string;
  /** How the call is made: `request`, `extension`, `exchange`, or the function it is passed to. */
  via: string;
  /** file:line of the description. */
  at: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.includes(relative(SRC, path)) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

function where(node: ts.Node): string {
  const file = node.getSourceFile();
  return `${relative(SRC, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

class UnreadableCall extends Error {}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  return property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
}

/** The last name in an expression (`encodeURIComponent(input.dataset)` is `dataset`), for a path's placeholder. */
function lastName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  if (ts.isCallExpression(expression) && expression.arguments[0]) return lastName(expression.arguments[0]);
  throw new UnreadableCall(`a path part that is not a name (${expression.getText()})`);
}

/** The string literals a type annotation allows: `'a' | 'b'`, or a type alias of them in the same file. */
function literalsOfType(type: ts.TypeNode, file: ts.SourceFile): string[] {
  if (ts.isUnionTypeNode(type)) return type.types.flatMap((member) => literalsOfType(member, file));
  if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return [type.literal.text];
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    const name = type.typeName.text;
    const alias = file.statements.find(
      (statement): statement is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
    );
    if (alias) return literalsOfType(alias.type, file);
  }
  throw new UnreadableCall(`a type that is not a union of string literals (${type.getText()})`);
}

/** The values a name can have where it is used: a const of the file, or a parameter typed as literals. */
function valuesOfName(name: ts.Identifier): string[] {
  for (let node: ts.Node | undefined = name.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      const parameter = node.parameters.find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name.text);
      if (parameter?.type) return literalsOfType(parameter.type, name.getSourceFile());
      if (parameter) throw new UnreadableCall(`the parameter ${name.text} has no type of literals`);
    }
  }
  const file = name.getSourceFile();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name.text && declaration.initializer) return valuesOf(declaration.initializer);
    }
  }
  throw new UnreadableCall(`${name.text}, which is neither a constant of the file nor a parameter typed as literals`);
}

/** Every value an expression of a description can have. */
function valuesOf(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    return [expression.head.text + expression.templateSpans.map((span) => `{${lastName(span.expression)}}${span.literal.text}`).join('')];
  }
  if (ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression)) return valuesOf(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...valuesOf(expression.whenTrue), ...valuesOf(expression.whenFalse)];
  if (ts.isIdentifier(expression)) return valuesOfName(expression);
  throw new UnreadableCall(`an expression (${expression.getText()})`);
}

function valuesOfProperty(literal: ts.ObjectLiteralExpression, name: string): string[] {
  const property = literal.properties.find((candidate) => propertyName(candidate) === name);
  if (property && ts.isPropertyAssignment(property)) return valuesOf(property.initializer);
  if (property && ts.isShorthandPropertyAssignment(property)) return valuesOfName(property.name);
  throw new UnreadableCall(`no ${name}`);
}

/** How a description is used: the method or function it is passed to, else `declared`. */
function viaOf(literal: ts.ObjectLiteralExpression): string {
  const call = literal.parent;
  if (!ts.isCallExpression(call)) return 'declared';
  if (ts.isPropertyAccessExpression(call.expression)) return call.expression.name.text;
  return ts.isIdentifier(call.expression) ? call.expression.text : 'declared';
}

/** The class, or else the top-level function or constant, a node sits in. */
function ownerOf(node: ts.Node): string | undefined {
  let topLevel: string | undefined;
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (ts.isClassDeclaration(current) && current.name) return current.name.text;
    if (current.parent && ts.isSourceFile(current.parent)) {
      if (ts.isFunctionDeclaration(current) && current.name) topLevel = current.name.text;
      if (ts.isVariableStatement(current)) {
        const [declaration] = current.declarationList.declarations;
        if (declaration && ts.isIdentifier(declaration.name)) topLevel = declaration.name.text;
      }
    }
  }
  return topLevel;
}

/** The service literal given anywhere in an expression: `forCaller('bureau')` or `upstream.service('bankSoap')`. */
function serviceGiven(node: ts.Node): string | undefined {
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
    const [first] = node.arguments;
    if ((name === 'forCaller' || name === 'service') && first && ts.isStringLiteral(first)) return first.text;
  }
  return ts.forEachChild(node, serviceGiven);
}

/** `file#Name` for each class or function that context.ts and server.ts give a service, and the service. */
function wiring(): Map<string, string> {
  const wired = new Map<string, string>();
  for (const name of WIRING) {
    const file = parse(join(SRC, name));
    const imports = new Map<string, string>();
    for (const statement of file.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) imports.set(element.name.text, relative(SRC, `${resolve(SRC, statement.moduleSpecifier.text)}.ts`));
    }
    const visit = (node: ts.Node): void => {
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression)) {
        const from = imports.get(node.expression.text);
        const service = (node.arguments ?? []).map(serviceGiven).find((given) => given !== undefined);
        if (from && service) wired.set(`${from}#${node.expression.text}`, service);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return wired;
}

/** The service of a description: its owner's, or else the one service its file's wired names share. */
function serviceOf(literal: ts.ObjectLiteralExpression, wired: Map<string, string>): string {
  const file = relative(SRC, literal.getSourceFile().fileName);
  const owner = ownerOf(literal);
  const own = owner === undefined ? undefined : wired.get(`${file}#${owner}`);
  if (own) return own;
  const services = new Set([...wired].filter(([key]) => key.startsWith(`${file}#`)).map(([, service]) => service));
  if (services.size === 1) return [...services][0] as string;
  throw new UnreadableCall(`no service: neither ${owner ?? 'its owner'} nor its file is given exactly one service in ${WIRING.join(' or ')}`);
}

function isDescription(literal: ts.ObjectLiteralExpression): boolean {
  const names = new Set(literal.properties.map(propertyName));
  return names.has('action') && names.has('method') && names.has('path');
}

/**
 * Every call the gateway's source describes, one entry per method and path it can take. A
 * description this cannot read (a path computed at run time) throws, naming where it is: the
 * contract could not be checked against it.
 */
export function describedCalls(): FoundCall[] {
  const wired = wiring();
  const found: FoundCall[] = [];
  for (const path of sourceFiles(SRC)) {
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node) && isDescription(node)) {
        try {
          const service = serviceOf(node, wired);
          const via = viaOf(node);
          for (const method of valuesOfProperty(node, 'method')) {
            for (const full of valuesOfProperty(node, 'path')) {
              found.push({ service, method, path: full.split('?')[0] ?? full, via, at: where(node) });
            }
          }
        } catch (error) {
          if (error instanceof UnreadableCall) throw new Error(`The call described at ${where(node)} cannot be read: ${error.message}`, { cause: error });
          throw error;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(path));
  }
  return found;
}
