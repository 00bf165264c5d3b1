import { createHash } from 'node:crypto';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { parse, printSchema, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ParseOptions, type ValidationRule } from 'graphql';
import { webDocumentTexts } from './generated/web-documents';

// Apollo parses and validates a query text the first time it sees it, then keeps the document in
// its document store under the SHA-256 of the text. The web app's texts are known when it is built
// (Apollo Client's own printing of each document, `__typename` added; `npm run codegen` writes
// them), so the gateway does that work for them as it starts, a document at a time with the event
// loop free in between, and a person's first search after a start finds its document ready
// instead of paying for its parse and validation (docs/request-path.md, "The first address search").

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The operation names of the web app's documents: the metrics label each of them whatever callers send. */
export function webOperationNames(texts: readonly string[] = webDocumentTexts): string[] {
  return texts.flatMap((text) => {
    const name = /^(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text)?.[1];
    return name === undefined ? [] : [name];
  });
}

export interface WebAppDocuments {
  /** Apollo's `documentStore`: the same store Apollo makes for itself when given none. */
  store: InMemoryLRUCache<DocumentNode>;
  /**
   * Parses and validates the web app's texts into the store, as Apollo would on their first
   * request: with its parse options and every validation rule, a text that fails kept out.
   * Each document kept is handed to `kept` with its text (the compiled execution's `compileAhead`, and for the
   * look-up's queries a run ahead), which the next document waits for. Stops early once `stopped`
   * says so.
   */
  prepare(stopped: () => boolean, kept?: (document: DocumentNode, text: string) => void | Promise<unknown>): Promise<void>;
}

export function webAppDocuments(
  schema: GraphQLSchema,
  { parseOptions, validationRules }: { parseOptions: ParseOptions; validationRules: readonly ValidationRule[] },
  texts: readonly string[] = webDocumentTexts,
): WebAppDocuments {
  const store = new InMemoryLRUCache<DocumentNode>();
  return {
    store,
    async prepare(stopped, kept) {
      // Apollo's key for a store it was handed: the schema's hash, then the text's. Worked out
      // here rather than as the gateway is made, so printing and hashing the schema stays off
      // the start-up path (and out of gateways that stop before preparing anything).
      await new Promise((resolve) => setImmediate(resolve));
      if (stopped()) return;
      const prefix = `${sha256(printSchema(schema))}:`;
      const rules = [...specifiedRules, ...validationRules];
      for (const text of texts) {
        await new Promise((resolve) => setImmediate(resolve));
        if (stopped()) return;
        const key = prefix + sha256(text);
        if (await store.get(key)) continue;
        let document: DocumentNode;
        try {
          document = parse(text, parseOptions);
        } catch {
          continue;
        }
        if (validate(schema, document, rules).length > 0) continue;
        await store.set(key, document);
        await kept?.(document, text);
      }
    },
  };
}
