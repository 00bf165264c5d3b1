/**
 * Whether a schema may be released: its changes since the last released schema, judged as
 * docs/schema-changes.md describes. Pure: the caller reads the files and prints the report.
 */
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import {
  DEFAULT_DEPRECATION_REASON,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';

/** A breaking change with the verdict on it. */
export interface BreakingChange {
  change: Change;
  /** True when the element was deprecated with a reason in the released schema and the change is recorded. */
  allowed: boolean;
  /** Why, in words: what is missing, or the deprecation reason and the record. */
  why: string;
}

export interface SchemaChanges {
  breaking: BreakingChange[];
  dangerous: Change[];
  safe: Change[];
  /** The breaking changes that stop a release. */
  refused: BreakingChange[];
}

/**
 * The changes from `released` to `current`. A breaking change is allowed only when what it removes
 * or changes (a field, an argument, an input field, an enum value, or a type reachable only through
 * such) was deprecated with a reason in the released schema, and the changelog's Unreleased
 * section names its path in backticks (`Query.oldField`).
 */
export async function schemaChanges(released: GraphQLSchema, current: GraphQLSchema, changelog: string): Promise<SchemaChanges> {
  const changes = await diff(released, current);
  const recorded = unreleasedSection(changelog);
  const removedTypes = new Set(changes.filter((change) => change.type === 'TYPE_REMOVED' && change.path).map((change) => change.path!));
  const breaking = changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change): BreakingChange => {
      const path = change.path ?? '';
      const deprecation = path ? deprecationOf(released, path, removedTypes) : null;
      if (!deprecation) return { change, allowed: false, why: 'it was not deprecated with a reason in the released schema' };
      if (!recorded.includes(`\`${path}\``))
        return { change, allowed: false, why: `deprecated (${deprecation}), but schema/CHANGELOG.md does not record \`${path}\` under Unreleased` };
      return { change, allowed: true, why: `deprecated (${deprecation}) and recorded in schema/CHANGELOG.md` };
    });
  return {
    breaking,
    dangerous: changes.filter((change) => change.criticality.level === CriticalityLevel.Dangerous),
    safe: changes.filter((change) => change.criticality.level === CriticalityLevel.NonBreaking),
    refused: breaking.filter((change) => !change.allowed),
  };
}

/** The text of the changelog's `## Unreleased` section; empty when it has none. */
export function unreleasedSection(changelog: string): string {
  const start = /^## Unreleased[^\n]*$/m.exec(changelog);
  if (!start) return '';
  const rest = changelog.slice(start.index + start[0].length);
  const next = /^## /m.exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

type Deprecatable = GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField | { deprecationReason?: string | null | undefined };

/** The reason given, when the element was deprecated with one of its own (graphql's default "No longer supported" is none). */
function reasonOf(element: Deprecatable | undefined): string | null {
  const reason = element?.deprecationReason?.trim();
  return reason && reason !== DEFAULT_DEPRECATION_REASON ? `"${reason}"` : null;
}

/**
 * Why the element at `path` ("Type", "Type.member" or "Type.field.argument") was deprecated in the
 * released schema: its own reason, or its field's (an argument added to or removed from a
 * deprecated field); null when it was not. A type cannot be deprecated in GraphQL, so a removed
 * type counts as deprecated when every place that used it was deprecated or is itself a removed
 * type that counts so.
 */
function deprecationOf(schema: GraphQLSchema, path: string, removedTypes: ReadonlySet<string>, visiting = new Set<string>()): string | null {
  const [typeName = '', memberName, argumentName] = path.split('.');
  const type = schema.getType(typeName);
  if (!type) return null;
  if (memberName === undefined) return typeDeprecation(schema, typeName, removedTypes, visiting);
  if (isEnumType(type)) return reasonOf(type.getValue(memberName) ?? undefined);
  if (isInputObjectType(type)) return reasonOf(type.getFields()[memberName]);
  if (!isObjectType(type) && !isInterfaceType(type)) return null;
  const field = type.getFields()[memberName];
  if (!field) return null;
  const argument = argumentName === undefined ? undefined : field.args.find((candidate) => candidate.name === argumentName);
  return reasonOf(argument) ?? reasonOf(field);
}

function typeDeprecation(schema: GraphQLSchema, typeName: string, removedTypes: ReadonlySet<string>, visiting: Set<string>): string | null {
  if (!removedTypes.has(typeName) || visiting.has(typeName)) return null;
  visiting.add(typeName);
  const uses = usesOf(schema, typeName);
  const covered =
    uses.length > 0 &&
    uses.every((use) => reasonOf(use.element) !== null || (removedTypes.has(use.owner) && typeDeprecation(schema, use.owner, removedTypes, visiting) !== null));
  visiting.delete(typeName);
  return covered ? `used only by deprecated or removed fields: ${uses.map((use) => use.path).join(', ')}` : null;
}

interface Use {
  /** The type the use is in. */
  owner: string;
  path: string;
  element: Deprecatable;
}

/** Every field, argument and input field of the schema whose type is `typeName`. */
function usesOf(schema: GraphQLSchema, typeName: string): Use[] {
  const uses: Use[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === typeName) uses.push({ owner: type.name, path: `${type.name}.${field.name}`, element: field });
        for (const argument of field.args) {
          if (getNamedType(argument.type).name === typeName)
            uses.push({ owner: type.name, path: `${type.name}.${field.name}.${argument.name}`, element: reasonOf(argument) ? argument : field });
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === typeName) uses.push({ owner: type.name, path: `${type.name}.${field.name}`, element: field });
      }
    }
  }
  return uses;
}

/** The report as printed: every change by criticality, the breaking ones with their verdict. */
export function formatSchemaChanges(changes: SchemaChanges, releasedName: string): string {
  const line = (change: Change) => `${change.message}${change.path ? ` (${change.path})` : ''}`;
  const lines = [`Schema changes since the last release (${releasedName}):`, ''];
  lines.push(`Breaking (${changes.breaking.length}):`);
  for (const judged of changes.breaking) lines.push(`  ${judged.allowed ? 'allowed' : 'REFUSED'}: ${line(judged.change)}: ${judged.why}`);
  lines.push(`Dangerous (${changes.dangerous.length}):`);
  for (const change of changes.dangerous) lines.push(`  ${line(change)}${change.criticality.reason ? `: ${change.criticality.reason}` : ''}`);
  lines.push(`Safe (${changes.safe.length}):`);
  for (const change of changes.safe) lines.push(`  ${line(change)}`);
  return lines.join('\n');
}
