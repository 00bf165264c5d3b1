import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { ServiceName } from '@portal/sandbox';
import { measureAutocompleteLatency } from './autocomplete-latency';
import { signIn, startBenchGateway } from './bench-gateway';
import { graphqlData } from './http';
import { webDocumentTexts } from '../src/generated/web-documents';
import { ACCOUNT_ID, TextSupply, realisticQueries, suggestVariables } from './queries';
import { SandboxProcess } from './sandbox';
import { ascending, fixed, loadAverage, percentile, ratio, table } from './stats';

/**
 * The text the portal's web app sends for one of its documents, as Apollo Client prints it
 * (tests/web-document-texts.test.ts holds the list to what it sends). This step sends the web
 * app's own texts, not the bench's SUGGEST: the newcomer's first search comes from the look-up
 * screen, and the gateway prepares the web app's texts as it starts.
 */
function webAppText(operation: string): string {
  const text = webDocumentTexts.find((candidate) => candidate.startsWith(`query ${operation}(`));
  if (!text) throw new Error(`The web app sends no query ${operation}`);
  return text;
}

/** What the address look-up screen asks for as it opens, before anything is typed. */
const DATASETS = webAppText('AddressDatasets');
/** The look-up screen's search as a person types. */
const SEARCH = webAppText('AddressSuggestions');

/** A gateway step 5b searches through: where its /graphql is, and its stop. */
export interface FirstSearchGateway {
  graphqlUrl: string;
  close(): Promise<void>;
}

/**
 * The gateway of a fresh portal as a deployment has it: a process of its own, started from the
 * bench's bundle with plain `node` as the image starts the gateway (startBenchGateway), its code
 * new to that process. Started in the bench's own process instead, a portal's gateway would run
 * code the earlier portals (and the bench's own calls) had already made V8 compile, which no
 * newcomer's gateway has done.
 */
function startFreshGateway(urls: Record<ServiceName, string>): Promise<FirstSearchGateway> {
  return startBenchGateway(urls);
}

/**
 * When a newcomer's first search comes, counted from the portal's listening: the sign-in page has
 * to load and be filled in first, which takes a person longer than this.
 */
export const FIRST_SEARCH_AFTER_MS = 3_000;

export interface FirstSearchFigures {
  /** From the sandbox's start to its services listening, and to the gateway listening, ms. */
  sandboxStartMs: number;
  gatewayStartMs: number;
  firstMs: number;
  laterMs: number[];
  /** Every search, the first first: when it was sent (performance.now()) and how long it took, ms. */
  searches: { at: number; ms: number }[];
}

/** The sandbox of a fresh portal: its services' addresses, and its stop. */
export interface FirstSearchSandbox {
  urls: Record<ServiceName, string>;
  stop(): Promise<void>;
}

/** The searches the bench's process serves before the first portal starts, as step 5 does in the whole run (300, after its warm-up). */
const SERVED_BEFORE = { queries: 300, warmUp: 40, busyWarmUp: 2_000 };

/**
 * The texts step 5b searches on `starts` portals, each with `later` searches after the first, all
 * distinct; made after the bench's process has served searches through a gateway of its own as
 * step 5 does in the whole run, so that what is measured is a fresh portal's, not a fresh bench's.
 */
export async function firstSearchTexts(starts: number, later: number): Promise<TextSupply> {
  const sandbox = await SandboxProcess.start();
  try {
    const first = await startBenchGateway(sandbox.urls);
    const jwt = await signIn(first).finally(() => first.close());
    const texts = new TextSupply(
      await realisticQueries(sandbox.urls.autocomplete, jwt, SERVED_BEFORE.queries + SERVED_BEFORE.warmUp + SERVED_BEFORE.busyWarmUp + starts * (later + 1)),
    );
    await measureAutocompleteLatency(sandbox.urls, jwt, texts, SERVED_BEFORE);
    return texts;
  } finally {
    await sandbox.stop();
  }
}

/**
 * The first address search on a freshly started portal (a new sandbox process and a new gateway
 * process, started as they are deployed)
 * against the searches after it: the newcomer signs in, opens the address look-up (its datasets)
 * and searches, FIRST_SEARCH_AFTER_MS after the gateway listens; then `later` more searches one at a time, each text new so no cache answers.
 */
export async function measureFirstSearch(
  texts: TextSupply,
  later: number,
  startSandbox: () => Promise<FirstSearchSandbox> = () => SandboxProcess.start(),
  startGateway: (urls: Record<ServiceName, string>) => Promise<FirstSearchGateway> = startFreshGateway,
): Promise<FirstSearchFigures> {
  const started = performance.now();
  const sandbox = await startSandbox();
  const sandboxStartMs = performance.now() - started;
  try {
    const gateway = await startGateway(sandbox.urls);
    const gatewayStartMs = performance.now() - started;
    try {
      const jwt = await signIn(gateway);
      const searches: FirstSearchFigures['searches'] = [];
      const search = async (text: string) => {
        // Each search leaves in a turn of the event loop of its own, as a browser's does (from the
        // look-up's timer after a keystroke). Sent in the turn that read the answer before it,
        // fetch finds that answer's connection not yet back in its pool and opens a second one:
        // the first search, which follows the datasets' answer, would pay for a connection that
        // neither a browser nor any later search (the two connections then take turns) pays for.
        await nextTurn();
        const start = performance.now();
        const data = await graphqlData<{ addressSuggestions: { suggestions: unknown[]; failure: unknown } }>(
          gateway.graphqlUrl,
          SEARCH,
          suggestVariables(text),
          jwt,
        );
        if (data.addressSuggestions.failure) throw new Error(`Suggestion failed: ${JSON.stringify(data.addressSuggestions.failure)}`);
        const ms = performance.now() - start;
        searches.push({ at: start, ms });
        return ms;
      };
      const [first = '', ...rest] = texts.take(later + 1);
      await sleep(Math.max(0, FIRST_SEARCH_AFTER_MS - (performance.now() - started - gatewayStartMs)));
      // The newcomer opens the address look-up, which loads the account's datasets, and types.
      await graphqlData(gateway.graphqlUrl, DATASETS, { accountId: ACCOUNT_ID }, jwt);
      const firstMs = await search(first);
      const laterMs: number[] = [];
      for (const text of rest) laterMs.push(await search(text));
      return { sandboxStartMs, gatewayStartMs, firstMs, laterMs, searches };
    } finally {
      await gateway.close();
    }
  } finally {
    await sandbox.stop();
  }
}

const firstOverLater = (figures: FirstSearchFigures) => figures.firstMs / percentile(ascending(figures.laterMs), 0.5);

/** The median over the fresh portals of the first search over the later ones' median. */
export function firstSearchRatio(starts: readonly FirstSearchFigures[]): string {
  return ratio(percentile(ascending(starts.map(firstOverLater)), 0.5), 1);
}

export function printFirstSearch(starts: readonly FirstSearchFigures[]): void {
  console.log(`\n5b. First search on a freshly started portal: a new sandbox process and gateway process; the newcomer signs in, opens the address`);
  console.log(
    `   look-up (its datasets) and searches ${FIRST_SEARCH_AFTER_MS / 1000} s after the gateway listens, then ${starts[0]?.laterMs.length ?? 0} more searches one at a time, every text new;`,
  );
  console.log(`   ${starts.length} fresh portals, one after another. Load average ${loadAverage()}`);
  console.log(
    table(
      ['portal', 'sandbox listening ms', 'gateway listening ms', 'first search ms', 'later median ms', 'first/later median'],
      starts.map((figures, index) => [
        String(index + 1),
        fixed(figures.sandboxStartMs, 0),
        fixed(figures.gatewayStartMs, 0),
        fixed(figures.firstMs),
        fixed(percentile(ascending(figures.laterMs), 0.5)),
        ratio(firstOverLater(figures), 1),
      ]),
    ),
  );
  console.log(`   first/later median, the portals' median: ${firstSearchRatio(starts)}`);
}
