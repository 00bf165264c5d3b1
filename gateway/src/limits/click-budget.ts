import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  getVariableValues,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
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

/** One call of a billable field's resolver: the field's name and the selection whose arguments it runs with. */
interface BillableCall {
  name: string;
  selection: FieldNode;
}

/**
 * The billable calls an operation makes, one per response key (alias, or the field's name without
 * one) in its root's selection set, fragments and inline fragments taken in: graphql merges every
 * selection of a response key into one field and calls its resolver once, so
 * `{ a: emailValidation(...) { email } a: emailValidation(...) { status } }`, or a field selected
 * directly and again from a fragment, is one call, made with the arguments of the first. Two
 * selections of one response key with differing fields or arguments cannot hide a second call:
 * graphql's validation (OverlappingFieldsCanBeMergedRule, which Apollo runs before the budget is
 * asked) refuses the document. `@skip` and `@include` are not read: a call is counted if it is
 * selected at all, as before.
 *
 * Billable fields sit on the root type, so only the root's own selections (and fragments spread
 * into it) are read, each fragment once. A fact of the document alone, so it is worked out once per
 * parsed document (Apollo keeps one parsed document per distinct query text): a request reads only
 * the arguments of the calls found, and most operations, which bill nothing, skip the count.
 */
const billableCallsOf = new WeakMap<OperationDefinitionNode, readonly BillableCall[]>();
function billableCalls(document: DocumentNode, operation: OperationDefinitionNode): readonly BillableCall[] {
  let known = billableCallsOf.get(operation);
  if (known === undefined) {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const calls = new Map<string, BillableCall>();
    const visited = new Set<string>();
    const collect = (selectionSet: SelectionSetNode): void => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          if (!Object.hasOwn(billableFields, name)) continue;
          const responseKey = (selection.alias ?? selection.name).value;
          if (!calls.has(responseKey)) calls.set(responseKey, { name, selection });
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          collect(selection.selectionSet);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || visited.has(fragment.name.value)) continue;
          visited.add(fragment.name.value);
          collect(fragment.selectionSet);
        }
      }
    };
    collect(operation.selectionSet);
    known = [...calls.values()];
    billableCallsOf.set(operation, known);
  }
  return known;
}

/**
 * The clicks an operation would count if it ran: the sum over the calls of billable fields it
 * makes, one per response key however many selections GraphQL merges into it (aliases and
 * fragments included). Null when its variables are invalid, since such an operation fails before
 * any field runs.
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
  let clicks = 0;
  for (const { name, selection } of billableCalls(document, operation)) {
    const perCall = billableFields[name];
    const field = root.getFields()[name];
    if (perCall && field) clicks += perCall(getArgumentValues(field, selection, variables.coerced));
  }
  return clicks;
}

/**
 * Whether the click budget lets an operation run with these variables without a word: false where
 * it would refuse it, and where the variables are invalid (graphql's to word, as it runs).
 */
export function runsWithinClickBudget(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown>,
  maxClicks: number,
): boolean {
  if (billableCalls(document, operation).length === 0) return true;
  const clicks = clicksOf(schema, document, operation, rawVariables);
  return clicks !== null && clicks <= maxClicks;
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
          if (!operation || billableCalls(document, operation).length === 0) return;
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
