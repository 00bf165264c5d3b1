import { z } from 'zod';
import * as addressCleanse from '../address-cleanse/types';
import * as addressLookup from '../address-lookup/types';
import * as catalogue from '../catalogue/types';
import * as emailValidation from '../email-validation/types';
import * as partners from '../partners/types';
import * as plans from '../plans/types';
import * as reporting from '../reporting/types';
import * as bundles from '../services/bundle-types';
import * as serviceAccess from '../services/service-access-types';
import * as shop from '../shop/types';
import * as tokenUsage from '../tokens/token-usage-client';
import * as tokens from '../tokens/types';
import * as userServer from '../users/user-server-types';

// zod 4 checks an object against its shape with code it writes for that shape (`new Function`)
// the first time it checks one, some 0.1 to 0.5 ms of CPU an object shape, then reuses it. An
// answer's shape is first checked in the first call of its kind after a start, so a newcomer's
// first address search paid for the suggestions' code, and every first call of a kind for its
// own. The gateway has zod write that code for the services' declared answer shapes as it starts
// (docs/request-path.md, "The first address search"), a shape a turn of the event loop.

/** The modules declaring the services' answer shapes (the clients' `answer`). */
const declaring: readonly Record<string, unknown>[] = [
  addressCleanse,
  addressLookup,
  catalogue,
  emailValidation,
  partners,
  plans,
  reporting,
  bundles,
  serviceAccess,
  shop,
  tokenUsage,
  tokens,
  userServer,
];

/** Every object shape in `roots` and in what they hold (fields, elements, options, wrapped and lazy types), each once. */
export function objectShapes(roots: readonly unknown[]): z.ZodObject[] {
  const seen = new Set<z.ZodType>();
  const objects: z.ZodObject[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!(value instanceof z.ZodType) || seen.has(value)) return;
    seen.add(value);
    if (value instanceof z.ZodObject) objects.push(value);
    const def = value._zod.def as unknown as Record<string, unknown>;
    if (value instanceof z.ZodObject) for (const field of Object.values(value.shape)) visit(field);
    if (value instanceof z.ZodLazy) visit(value._zod.def.getter());
    // The types that hold others keep them in their definition: element, innerType, options, in and out, items...
    for (const [key, held] of Object.entries(def)) if (key !== 'shape') visit(held);
  };
  visit(roots);
  return objects;
}

/**
 * Has zod write its checking code for every declared answer shape now, one shape a turn of the
 * event loop, by checking an empty object against it (which fails, and is dropped): no call is
 * made and nothing is logged. Stops early once `stopped` says so.
 */
export async function prepareAnswerShapes(stopped: () => boolean, modules: readonly Record<string, unknown>[] = declaring): Promise<void> {
  for (const shape of objectShapes(modules.flatMap((module) => Object.values(module)))) {
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) return;
    try {
      shape.safeParse({});
    } catch {
      // A refinement that cannot take a missing value throws; its shape's code is written by then.
    }
  }
}
