import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  getVariableValues,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_EMAILS } from '../email-validation/resolvers';
import { requestError } from '../upstream/failures';

/** How many clicks one call of a billable query field counts, from its arguments. */
type ClicksOf = (args: Record<string, unknown>) => number;

/**
 * The query fields that count clicks against a subscription, as their descriptions in schema/
 * say. A field missing here is free; a new chargeable field must be added, or one request could
 * bill it any number of times through aliases.
 */
export const billableFields: Readonly<Record<string, ClicksOf>> = {
  address: () => 1,
  bankAccountValidation: () => 1,
  // Over its own cap the field is refused whole, with a message naming the cap, before any click.
  emailValidation: (args) => (Array.isArray(args.emails) ? Math.min(args.emails.length, MAX_EMAILS) : 0),
};

/**
 * The clicks an operation would count if it ran: the sum over every billable field it selects,
 * aliases and fragments included. Null when its variables are invalid, since such an operation
 * fails before any field runs.
 */
export function clicksOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown>,
): number | null {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables);
  if (variables.errors) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // Billable fields sit on the root type, so only the root's own selections (and fragments
  // spread into it) need reading; each fragment is counted once and reused at every spread.
  const fragmentClicks = new Map<string, number>();
  const count = (selectionSet: SelectionSetNode, type: GraphQLObjectType): number => {
    let clicks = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const perCall = billableFields[selection.name.value];
        const field = type.getFields()[selection.name.value];
        if (perCall && field) clicks += perCall(getArgumentValues(field, selection, variables.coerced));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        clicks += count(selection.selectionSet, type);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment) continue;
        if (!fragmentClicks.has(name)) {
          fragmentClicks.set(name, 0);
          fragmentClicks.set(name, count(fragment.selectionSet, type));
        }
        clicks += fragmentClicks.get(name) ?? 0;
      }
    }
    return clicks;
  };
  return count(operation.selectionSet, root);
}

/**
 * Whether an operation selects a billable field at all, aliases and fragments included: a fact of
 * the document alone, so it is worked out once per parsed document (Apollo keeps one parsed
 * document per distinct query text) and most operations, which bill nothing, skip the count.
 */
const billsAnything = new WeakMap<OperationDefinitionNode, boolean>();
function mayBill(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  let known = billsAnything.get(operation);
  if (known === undefined) {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const visited = new Set<string>();
    const selects = (selectionSet: SelectionSetNode): boolean =>
      selectionSet.selections.some((selection) => {
        if (selection.kind === Kind.FIELD) return Object.hasOwn(billableFields, selection.name.value);
        if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet);
        const fragment = fragments.get(selection.name.value);
        if (!fragment || visited.has(fragment.name.value)) return false;
        visited.add(fragment.name.value);
        return selects(fragment.selectionSet);
      });
    known = selects(operation.selectionSet);
    billsAnything.set(operation, known);
  }
  return known;
}

/**
 * Refuses, before anything runs, a request that would count more clicks than `maxClicks`: the
 * per-field caps (100 e-mail addresses) would otherwise multiply with every alias.
 */
export function clickBudgetPlugin(maxClicks: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          // Apollo resolves the operation before this hook, so it is always there; be safe anyway.
          if (!operation || !mayBill(document, operation)) return;
          const clicks = clicksOf(schema, document, operation, request.variables ?? {});
          if (clicks !== null && clicks > maxClicks) {
            throw requestError(
              'TOO_MANY_CLICKS',
              `This request would count ${clicks} clicks; one request may count at most ${maxClicks}. Send it in smaller parts.`,
              {
                maxClicks,
                clicks,
                http: { status: 400 },
              },
            );
          }
        },
      };
    },
  };
}
