import { Kind, type DocumentNode } from 'graphql';

/**
 * The address look-up's queries as the gateway runs them once as it starts (server.ts), each with
 * an account id of none: the resolver refuses it (`upstreamId`, BAD_USER_INPUT) before it reads
 * the caller, calls a service, logs or counts anything, so nothing leaves the gateway and the
 * answer is dropped. What runs is the code graphql-jit wrote for the web app's own document (the
 * variables, the arguments, the resolver's call, the answer with its error), for the first time
 * there rather than in a newcomer's first search (docs/request-path.md, "The first address
 * search"). `gateway/tests/address-lookup.test.ts` holds these variables to that refusal.
 */
export const LOOK_UP_WARM_UP_VARIABLES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  AddressDatasets: { accountId: '' },
  AddressSuggestions: { accountId: '', dataset: '', text: '' },
};

/** The warm-up's variables for one of the web app's documents, if it is a look-up query warmed at start. */
export function lookUpWarmUpVariables(document: DocumentNode): Readonly<Record<string, unknown>> | undefined {
  const [operation, ...others] = document.definitions;
  if (others.length > 0 || operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return undefined;
  const name = operation.name?.value;
  return name !== undefined && Object.hasOwn(LOOK_UP_WARM_UP_VARIABLES, name) ? LOOK_UP_WARM_UP_VARIABLES[name] : undefined;
}
