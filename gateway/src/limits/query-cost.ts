import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface QueryCostOptions {
  /** The most an operation may cost. */
  maxCost: number;
  /** How many items a list field is assumed to hold: its children's cost is multiplied by this. */
  listSize: number;
}

/**
 * The cost of an operation: every object field costs 1 plus what it selects, and a list field's
 * selection counts `listSize` times, since it is resolved once per item. So
 * `myGroups { children { children { id } } }` costs 111, where three nested single objects cost 3.
 * Scalar fields are free here: they are read from their parent's answer, and the token limit
 * bounds how many a document can name (GraphQL Armor's own cost limit weighs them too).
 *
 * Each fragment's cost is worked out once and reused at every spread: a document spreading
 * fragments into fragments (two spreads per level, thirty levels) stays a linear walk instead of
 * 2^30 visits. Introspection fields are free, so integrators can always read the schema.
 */
export function queryCostRule({ maxCost, listSize }: QueryCostOptions): ValidationRule {
  return (context: ValidationContext) => {
    const fragmentCosts = new Map<string, number>();

    const fieldCost = (field: GraphQLField<unknown, unknown>, selectionSet: SelectionSetNode | undefined): number => {
      const named = getNamedType(field.type);
      if (!selectionSet || !isCompositeType(named)) return 0;
      const multiplier = isListType(getNullableType(field.type)) ? listSize : 1;
      return 1 + multiplier * selectionCost(selectionSet, named);
    };

    const fragmentCost = (fragment: FragmentDefinitionNode): number => {
      const name = fragment.name.value;
      const known = fragmentCosts.get(name);
      if (known !== undefined) return known;
      // A fragment that spreads itself is refused by graphql's own rules; count it as free here.
      fragmentCosts.set(name, 0);
      const type = context.getSchema().getType(fragment.typeCondition.name.value);
      const cost = type && isCompositeType(type) ? selectionCost(fragment.selectionSet, type) : 0;
      fragmentCosts.set(name, cost);
      return cost;
    };

    const selectionCost = (selectionSet: SelectionSetNode, parentType: GraphQLCompositeType): number => {
      let cost = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          if (name.startsWith('__')) continue;
          // Unknown fields are refused by graphql's own rules; they cost nothing here.
          const field = 'getFields' in parentType ? parentType.getFields()[name] : undefined;
          if (field) cost += fieldCost(field, selection.selectionSet);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : parentType;
          if (type && isCompositeType(type)) cost += selectionCost(selection.selectionSet, type);
        } else {
          const fragment = context.getFragment(selection.name.value);
          if (fragment) cost += fragmentCost(fragment);
        }
      }
      return cost;
    };

    return {
      OperationDefinition(operation) {
        const root = context.getSchema().getRootType(operation.operation);
        if (!root) return;
        const cost = selectionCost(operation.selectionSet, root);
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`Query cost limit of ${maxCost} exceeded, found ${cost}. Ask for fewer nested lists.`, {
              nodes: [operation],
              extensions: { maxCost, cost },
            }),
          );
        }
      },
    };
  };
}
