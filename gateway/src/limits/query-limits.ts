import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ParseOptions, ValidationRule } from 'graphql';
import { MAX_EMAILS } from '../email-validation/resolvers';
import { subscriptionsOnTheStream } from '../subscriptions';
import { clickBudgetPlugin } from './click-budget';
import { queryCostRule } from './query-cost';

/**
 * What one GraphQL request may ask for. Each is enforced before anything runs, so a hostile
 * document costs its parse and validation, never upstream calls or a resolver tree.
 */
export const queryLimits = {
  /** Nested selections; fragments count by what they contain, not as a level of their own. */
  maxDepth: 8,
  /** Aliased fields in one document, `__typename` included (see `queryProtection`). */
  maxAliases: 15,
  /** Lexical tokens in one document (the standard introspection query takes about 300). */
  maxTokens: 1_000,
  /** Directives in one document. */
  maxDirectives: 50,
  /** Cost by GraphQL Armor's measure (fields weighted by depth) and by the portal's (lists multiply). */
  maxCost: 5_000,
  listSize: 10,
  /** Clicks one request may count: the largest honest action, one full e-mail list. */
  maxClicks: MAX_EMAILS,
} as const;

export interface QueryProtection {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  /** graphql's own parser stops at the token limit, so an oversized document is a 400 parse failure. */
  parseOptions: ParseOptions;
}

/**
 * GraphQL Armor for depth, aliases, directives, cost and hidden field suggestions; graphql's own
 * parser for tokens (Armor's token plugin parses every document a second time and fails with a
 * 500); the portal's list-aware cost rule (Armor's cost multiplies only by `first`/`last`
 * arguments, which this schema does not have); the per-request click budget; and the refusal of
 * a subscription, which /graphql/stream serves.
 */
export function queryProtection({ showSuggestions }: { showSuggestions: boolean }): QueryProtection {
  const armor = new ApolloArmor({
    maxDepth: { n: queryLimits.maxDepth, flattenFragments: true, ignoreIntrospection: true },
    // Armor leaves aliases of `__typename` out of the count by default, so a document could alias
    // it thousands of times within the token limit: every alias is counted, whatever it names.
    // An un-aliased `__typename`, as Apollo Client adds to every selection, is no alias at all.
    maxAliases: { n: queryLimits.maxAliases, allowList: [] },
    maxTokens: { enabled: false },
    maxDirectives: { n: queryLimits.maxDirectives },
    costLimit: { maxCost: queryLimits.maxCost },
    blockFieldSuggestion: { enabled: !showSuggestions },
  }).protect();
  return {
    // A subscription is not one of the operations /graphql runs: refused before anything does.
    plugins: [...armor.plugins, clickBudgetPlugin(queryLimits.maxClicks), subscriptionsOnTheStream()],
    validationRules: [...armor.validationRules, queryCostRule({ maxCost: queryLimits.maxCost, listSize: queryLimits.listSize })],
    parseOptions: { maxTokens: queryLimits.maxTokens },
  };
}

/**
 * graphql's own check that selections of one name merge into one answer field
 * (OverlappingFieldsCanBeMergedRule) compares them pairwise, and gives up after 500,000 comparisons
 * with a bare "Validation aborted." (graphql 16.15): some 700 `__typename` in one selection, 450
 * `me { id }`, are within the token limit and reach it. The gateway words it as its other limits.
 */
export const FIELD_MERGE_ABORTED = 'Validation aborted.';
export const fieldMergeRefusal =
  'Field merge check limit exceeded: the document repeats the same fields too often for GraphQL to check that they merge (500,000 comparisons, some 700 of one field in one selection). Ask for each field once.';

/**
 * Whether an error is one of these limits refusing a document (for the refusal metrics): the
 * depth, alias, directive and cost limits say "limit of N exceeded", graphql's parser names the
 * token limit, graphql's field merge check aborts, and the click budget has its own code.
 */
export function isLimitRefusal(error: { message: string; extensions?: Record<string, unknown> }): boolean {
  return (
    error.extensions?.code === 'TOO_MANY_CLICKS' ||
    / limit of \d+ exceeded/.test(error.message) ||
    /Document contains more th[ae]n \d+ tokens/.test(error.message) ||
    error.message === FIELD_MERGE_ABORTED
  );
}
