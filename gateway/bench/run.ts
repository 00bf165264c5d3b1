// `npm run bench`: what the gateway costs, each figure a ratio against a baseline measured in the
// same run, on loopback only. The sandbox and the load generator run in processes of their own.
//   1. the gateway against a plain undici proxy on a one-call query at 50 connections;
//   2. the p50 the gateway adds over an upstream that takes 20 ms, and what the plain proxy and the least
//      GraphQL server (yardsticks.ts) add over the same upstream;
//   3. the upstream calls of 50 identical concurrent requests from one caller;
//   4. the upstream calls of the group-tree queries;
//   5. autocomplete latency through the gateway and straight to the sandbox, one query at a time, and
//      then through the plain proxy and straight to the sandbox, as the floor of any server in between,
//      and through the least GraphQL server, as the floor of any GraphQL server in between;
//  5b. the first address search on a freshly started portal against the ones after it;
//   6. address cleanse upload throughput (MB/s) through the gateway, straight to the file server and through a plain proxy, side by side;
//   7. a 90-day usage report for 10 subscriptions and 20 tokens in one request, against a 20 ms account manager;
//   8. the reporting screens rendering that report once its data arrives (the web's render benchmark, jsdom);
//  8b. the same screens in Chromium: the built web app (web/dist) served by a gateway, each screen loaded afresh;
//   9. a soak: two gateways sharing Redis behind a round robin, mixed operations at a fixed rate for a minute.
// It measures and reports; it judges nothing and fails on no figure.

import './production-mode';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { UPSTREAM_DELAY_MS, measureAddedLatency, type AddedLatencyFigures } from './added-latency';
import { measureAutocompleteLatency, measureYardstickAutocompleteLatency, type AutocompleteFigures } from './autocomplete-latency';
import { firstSearchRatio, measureFirstSearch, printFirstSearch, type FirstSearchFigures } from './first-search';
import { signIn, startBenchGateway } from './bench-gateway';
import { LoadGenerator } from './load';
import { CONNECTIONS, measureOneCallLoad, type LoadSettings, type OneCallFigures, type SideFigures } from './one-call-load';
import { DATASET, TextSupply, USER, realisticQueries } from './queries';
import { SandboxProcess } from './sandbox';
import { ascending, fixed, loadAverage, percentile, ratio, table } from './stats';
import { countGroupTreeCalls, countIdenticalRequests, type IdenticalFigures, type QueryCalls } from './upstream-calls';
import { measureUploadThroughput, megabytesPerSecond, type UploadFigures } from './upload-throughput';
import { measureUsageReport, type UsageReportFigures } from './usage-report';
import { RENDER_TARGET_MS, measureReportRender, type RenderFigures } from './report-render';
import { measureReportRenderInChromium, printChromiumRender, type ChromiumRenderFigures } from './report-render-chromium';
import { measureSoak, type SoakFigures } from './soak';
import { FLOOR_OF, YARDSTICKS, type YardstickFigures } from './yardsticks';

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number above 0, not "${raw}"`);
  return Number(raw);
}

// Each server is warmed with a few thousand requests before it is timed: V8 is still compiling and
// optimising a fresh gateway's request path over its first 3,000 or so (warm-up.ts), and a gateway
// behind a load balancer has long since done that. Every side gets the same warm-up.
const LOAD: LoadSettings = { requests: wholeNumber('BENCH_LOAD_REQUESTS', 2_000), rounds: 2, warmUp: 3_000, timeLimitMs: 12_000, warmUpLimitMs: 15_000 };
/** `busyWarmUp` calls 50 at a time each way, then `warmUp` one at a time, before the timed calls. */
const ADDED = { calls: 100, warmUp: 10, busyWarmUp: 2_000 };
const AUTOCOMPLETE = { queries: wholeNumber('BENCH_QUERIES', 300), warmUp: 40, busyWarmUp: 2_000 };
const LATER_SEARCHES = 20;
/**
 * Fresh portals the first search is measured on: one first search is one sample, which a shared
 * machine moves a lot (a process waiting 10 to 70 ms for a core at loads of 8 and more); of three,
 * two such waits decided the median.
 */
const FIRST_SEARCH_STARTS = 5;
const UPLOAD = { megabytes: wholeNumber('BENCH_UPLOAD_MB', 100), rounds: wholeNumber('BENCH_UPLOAD_ROUNDS', 7) };
const REPORT_RUNS = wholeNumber('BENCH_REPORT_RUNS', 20);
const RENDER_RUNS = wholeNumber('BENCH_RENDER_RUNS', 7);
const CHROMIUM_RUNS = wholeNumber('BENCH_CHROMIUM_RUNS', 20);
const SOAK = { ratePerSecond: wholeNumber('BENCH_SOAK_RATE', 50), seconds: wholeNumber('BENCH_SOAK_SECONDS', 60) };
/** Distinct address texts the soak cycles through; after the first round they are the cache's. */
const SOAK_TEXTS = 400;

function loadRow(name: string, side: SideFigures): string[] {
  const sorted = ascending(side.latencies);
  return [
    name,
    fixed(side.answered / (side.elapsedMs / 1000), 0),
    fixed(percentile(sorted, 0.5)),
    fixed(percentile(sorted, 0.99)),
    fixed(side.serverCpuMs / side.answered, 3),
    fixed(side.upstreamCpuMs / side.answered, 3),
    side.upstreamCalls === null ? '1 (by design)' : fixed(side.upstreamCalls / side.answered),
  ];
}

function oneCallRatios(figures: OneCallFigures): { throughput: string; p50: string; p99: string; cpu: string } {
  const { gateway, proxy } = figures;
  const g = ascending(gateway.latencies);
  const p = ascending(proxy.latencies);
  return {
    throughput: ratio(gateway.answered / gateway.elapsedMs, proxy.answered / proxy.elapsedMs),
    p50: ratio(percentile(g, 0.5), percentile(p, 0.5)),
    p99: ratio(percentile(g, 0.99), percentile(p, 0.99)),
    cpu: ratio(gateway.serverCpuMs / gateway.answered, proxy.serverCpuMs / proxy.answered),
  };
}

function printOneCall(figures: OneCallFigures): void {
  const ratios = oneCallRatios(figures);
  console.log(`\n1. One-call query at ${CONNECTIONS} connections: addressSuggestions on ${DATASET}, ${LOAD.rounds} runs of ${LOAD.requests} requests a side`);
  console.log(`   (after ${LOAD.warmUp} warm-up), every text new, runs alternating; the plain proxy is sent the REST call the gateway makes`);
  console.log(
    table(
      ['', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU ms/request', 'sandbox CPU ms/request', 'upstream calls/request'],
      [
        loadRow('gateway      POST /graphql', figures.gateway),
        loadRow('plain proxy  GET /autoc/json', figures.proxy),
        ['gateway/proxy', ratios.throughput, ratios.p50, ratios.p99, ratios.cpu, '', ''],
      ],
    ),
  );
  for (const [name, side] of [
    ['gateway', figures.gateway],
    ['plain proxy', figures.proxy],
  ] as const) {
    if (side.failures > 0) console.log(`   ${name}: ${side.failures} of ${side.answered} requests failed, the first with: ${side.firstFailure}`);
    if (side.answered < LOAD.requests * LOAD.rounds) console.log(`   ${name}: the time limit cut the runs short at ${side.answered} requests`);
  }
}

/** The p50 a way adds over the same calls made direct, in ms. */
function addedMs(throughMs: readonly number[], directMs: readonly number[]): number {
  return percentile(ascending(throughMs), 0.5) - percentile(ascending(directMs), 0.5);
}

function printAdded(figures: AddedLatencyFigures): void {
  const gateway = percentile(ascending(figures.gatewayMs), 0.5);
  const direct = percentile(ascending(figures.directMs), 0.5);
  console.log(`\n2. Added p50 over a ${UPSTREAM_DELAY_MS} ms upstream: addressSuggestions with the autocomplete service a stand-in that answers`);
  console.log(`   after ${UPSTREAM_DELAY_MS} ms, ${figures.calls} calls one at a time each way, interleaved, every text new (after ${ADDED.busyWarmUp}`);
  console.log(`   warm-up calls 50 at a time each way and ${ADDED.warmUp} one at a time)`);
  const yardstickRows = figures.yardsticks.flatMap((yardstick) => [
    [`${yardstick.name}  ${yardstick.request}`, fixed(percentile(ascending(yardstick.throughMs), 0.5))],
    ['direct     GET /autoc/json on the stand-in', fixed(percentile(ascending(yardstick.directMs), 0.5))],
    [`added by the ${yardstick.name}`, fixed(addedMs(yardstick.throughMs, yardstick.directMs))],
  ]);
  console.log(
    table(
      ['', 'p50 ms'],
      [
        ['gateway    POST /graphql', fixed(gateway)],
        ['direct     GET /autoc/json on the stand-in', fixed(direct)],
        ['added by the gateway', fixed(gateway - direct)],
        ['gateway/direct', ratio(gateway, direct)],
        ...yardstickRows,
      ],
    ),
  );
  console.log(`   then the same through each of the ${YARDSTICKS.join(' and the ')}, in front of the same stand-in, with texts of their own`);
}

function printIdentical(figures: IdenticalFigures, text: string): void {
  console.log(`\n3. ${figures.requests} identical concurrent requests from one caller: addressSuggestions for "${text}" (access check and`);
  console.log('   look-up), each case on a fresh gateway with an empty request cache');
  console.log(
    table(
      ['', 'requests', 'upstream calls', 'calls/request'],
      [
        ['the request alone', '1', String(figures.alone), fixed(figures.alone)],
        [`${figures.requests} copies at once`, String(figures.requests), String(figures.together), fixed(figures.together / figures.requests)],
      ],
    ),
  );
}

function printGroupTrees(counted: QueryCalls[]): void {
  console.log(`\n4. Group-tree queries as ${USER}, each on a fresh gateway with an empty request cache`);
  console.log(
    table(
      ['query', 'upstream calls'],
      counted.map(({ query, calls }) => [query, String(calls)]),
    ),
  );
  for (const { query, errors } of counted) if (errors) console.log(`   ${query} answered with errors: ${errors}`);
}

function printAutocomplete(figures: AutocompleteFigures, yardsticks: readonly YardstickFigures[]): void {
  const gateway = ascending(figures.gatewayMs);
  const direct = ascending(figures.directMs);
  console.log(`\n5. Autocomplete latency: addressSuggestions on ${DATASET}, ${figures.queries} realistic queries (after ${AUTOCOMPLETE.busyWarmUp} warm-up`);
  console.log(`   queries 50 at a time each way and ${figures.warmUp} one at a time), one at a time, gateway and straight to the sandbox interleaved`);
  const yardstickRows = yardsticks.flatMap((yardstick) => {
    const through = ascending(yardstick.throughMs);
    const itsDirect = ascending(yardstick.directMs);
    return [
      [`${yardstick.name}  ${yardstick.request}`, fixed(percentile(through, 0.5)), fixed(percentile(through, 0.95))],
      ['direct   GET /autoc/json', fixed(percentile(itsDirect, 0.5)), fixed(percentile(itsDirect, 0.95))],
      [`${yardstick.name}/direct`, ratio(percentile(through, 0.5), percentile(itsDirect, 0.5)), ratio(percentile(through, 0.95), percentile(itsDirect, 0.95))],
    ];
  });
  console.log(
    table(
      ['', 'median ms', 'p95 ms'],
      [
        ['gateway  POST /graphql', fixed(percentile(gateway, 0.5)), fixed(percentile(gateway, 0.95))],
        ['direct   GET /autoc/json', fixed(percentile(direct, 0.5)), fixed(percentile(direct, 0.95))],
        ['gateway/direct', ratio(percentile(gateway, 0.5), percentile(direct, 0.5)), ratio(percentile(gateway, 0.95), percentile(direct, 0.95))],
        ...yardstickRows,
      ],
    ),
  );
  console.log(`   same suggestions both ways: ${figures.queries - figures.mismatches}/${figures.queries}; queries with no match: ${figures.empty}`);
  for (const yardstick of yardsticks) {
    console.log(`   then ${yardstick.throughMs.length} other queries through the ${yardstick.name} (${FLOOR_OF[yardstick.name]}) and straight to the sandbox,`);
    console.log('   warmed and interleaved alike');
  }
}

/** The median over the rounds of one way's MB/s over the file server's, each round's uploads made side by side. */
function uploadRatio(figures: UploadFigures, way: 'gatewaySeconds' | 'proxySeconds' = 'gatewaySeconds'): string {
  const perRound = figures[way].map((seconds, round) => (figures.directSeconds[round] ?? Number.NaN) / seconds);
  return ratio(percentile(ascending(perRound), 0.5), 1);
}

function printUpload(figures: UploadFigures): void {
  console.log(
    `\n6. Address cleanse upload: a ${figures.bytes / 1_000_000} MB CSV file in 10,000,000-byte chunks, one at a time, from a client in a process of`,
  );
  console.log(`   its own; after one untimed upload every way, ${figures.rounds} rounds, each uploading it every way at once, chunk by chunk in turn, from`);
  console.log(`   begin to end (the SHA-256 check included); the gateway checks the caller on every request, the plain proxy nothing. MB/s of each`);
  console.log(`   way's median round; the ratios, the rounds' medians`);
  const row = (name: string, seconds: readonly number[]) => [
    name,
    fixed(megabytesPerSecond(figures.bytes, seconds), 1),
    fixed(Math.min(...seconds)),
    fixed(Math.max(...seconds)),
  ];
  console.log(
    table(
      ['', 'MB/s', 'fastest s', 'slowest s'],
      [
        row('gateway      POST /address-cleanse/upload/chunk', figures.gatewaySeconds),
        row('file server  POST /upload/chunk', figures.directSeconds),
        row('plain proxy  POST /upload/chunk', figures.proxySeconds),
        ['gateway/file server, median of the rounds', uploadRatio(figures), '', ''],
        ['plain proxy/file server, median of the rounds', uploadRatio(figures, 'proxySeconds'), '', ''],
      ],
    ),
  );
}

function printUsageReport(figures: UsageReportFigures): void {
  const wall = ascending(figures.wallMs);
  const sequential = figures.accountManagerCalls * figures.delayMs;
  console.log(
    `\n7. Usage report: 90 days for an account with ${figures.subscriptions} subscriptions and ${figures.tokens} tokens (usage, forecast and countries`,
  );
  console.log(`   of each subscription, every token, the charges) in one GraphQL request, the account manager a stand-in answering after`);
  console.log(`   ${figures.delayMs} ms; ${figures.runs} runs one at a time (after one warm-up), each a day earlier so no answer is cached`);
  console.log(
    table(
      ['', 'value'],
      [
        ['request p50 ms', fixed(percentile(wall, 0.5))],
        ['request p95 ms', fixed(percentile(wall, 0.95))],
        ['account manager calls per request', String(figures.accountManagerCalls)],
        ['upstream calls per request, every service', String(figures.upstreamCalls)],
        ['most account manager calls in flight at once', String(figures.peakInFlight)],
        ['first to last account manager call sent, p50 ms', fixed(percentile(ascending(figures.arrivalSpreadMs), 0.5))],
        [`the calls one after another would take at least (ms)`, String(sequential)],
        ['answer size (bytes)', String(figures.answerBytes)],
      ],
    ),
  );
}

function printReportRender(figures: RenderFigures): void {
  console.log(
    `\n8. Reporting screens: the same ${figures.days}-day report (${figures.subscriptions} subscriptions, ${figures.tokens} tokens) rendered in jsdom with its request`,
  );
  console.log(`   held open, from the answer's release to the figures and every chart line in the document; ${figures.runs} runs a screen after`);
  console.log(`   ${figures.warmUp} warm-up (the chart's chunk loaded); CPU ms is this process's, which a busy machine inflates less than the clock`);
  console.log(
    table(
      ['screen', 'median ms', 'p95 ms', `median/${RENDER_TARGET_MS} ms`, `p95/${RENDER_TARGET_MS} ms`, 'median CPU ms', `CPU median/${RENDER_TARGET_MS} ms`],
      figures.reports.map(({ name, ms, cpuMs }) => {
        const wall = ascending(ms);
        const cpu = percentile(ascending(cpuMs), 0.5);
        return [
          name,
          fixed(percentile(wall, 0.5), 0),
          fixed(percentile(wall, 0.95), 0),
          ratio(percentile(wall, 0.5), RENDER_TARGET_MS),
          ratio(percentile(wall, 0.95), RENDER_TARGET_MS),
          fixed(cpu, 0),
          ratio(cpu, RENDER_TARGET_MS),
        ];
      }),
    ),
  );
  console.log('   jsdom styles and measures text far slower than a browser: read these as an upper bound on the figure in Chromium');
}

function printSoak(figures: SoakFigures): void {
  const sorted = ascending(figures.latencies);
  const failed = figures.failures.reduce((sum, failure) => sum + failure.count, 0);
  const mix = Object.entries(figures.mix)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  console.log(
    `\n9. Soak: two gateways sharing Redis, sent to in turn, ${figures.settings.ratePerSecond} requests/s for ${figures.settings.seconds} s, each round of 19`,
  );
  console.log(`   mixing ${mix} (new address texts for ${SOAK_TEXTS} suggestions, then the same again)`);
  console.log(
    table(
      ['', 'value'],
      [
        ['requests sent', String(figures.sent)],
        ['requests/s achieved', fixed(figures.sent / (figures.elapsedMs / 1000), 1)],
        ['errors', String(failed)],
        ['p50 ms', fixed(percentile(sorted, 0.5))],
        ['p99 ms', fixed(percentile(sorted, 0.99))],
        ...figures.rss.map((rss, index) => [`gateway ${index + 1} RSS MB, start -> end`, `${fixed(rss.startMb, 1)} -> ${fixed(rss.endMb, 1)}`]),
      ],
    ),
  );
  figures.rss.forEach((rss, index) => console.log(`   gateway ${index + 1} RSS MB every 10 s: ${rss.everyTenSecondsMb.map((mb) => fixed(mb, 0)).join(' ')}`));
  for (const { what, count } of figures.failures.slice(0, 5)) console.log(`   ${count} x ${what}`);
}

function printSummary(
  oneCall: OneCallFigures,
  added: AddedLatencyFigures,
  identical: IdenticalFigures,
  trees: QueryCalls[],
  autocomplete: AutocompleteFigures,
  autocompleteYardsticks: readonly YardstickFigures[],
  firstSearch: readonly FirstSearchFigures[],
  upload: UploadFigures,
  report: UsageReportFigures,
  render: RenderFigures,
  chromium: ChromiumRenderFigures,
  soak: SoakFigures,
): void {
  const ratios = oneCallRatios(oneCall);
  const addedRatio = ratio(percentile(ascending(added.gatewayMs), 0.5), percentile(ascending(added.directMs), 0.5));
  console.log(`\nSummary: every figure measured in this run, a ratio unless it says ms; load average now ${loadAverage()}`);
  console.log(
    table(
      ['measure', 'ratio'],
      [
        [`requests/s at ${CONNECTIONS} connections, gateway/proxy`, ratios.throughput],
        [`p50 at ${CONNECTIONS} connections, gateway/proxy`, ratios.p50],
        [`p99 at ${CONNECTIONS} connections, gateway/proxy`, ratios.p99],
        ['CPU time per request, gateway/proxy', ratios.cpu],
        [`p50 over a ${UPSTREAM_DELAY_MS} ms upstream, gateway/direct`, addedRatio],
        [`p50 added over a ${UPSTREAM_DELAY_MS} ms upstream, gateway (ms)`, fixed(addedMs(added.gatewayMs, added.directMs))],
        ...added.yardsticks.map((yardstick) => [
          `p50 added over a ${UPSTREAM_DELAY_MS} ms upstream, ${yardstick.name} (ms; ${FLOOR_OF[yardstick.name]})`,
          fixed(addedMs(yardstick.throughMs, yardstick.directMs)),
        ]),
        [`upstream calls for ${identical.requests} identical requests, calls/requests`, `${identical.together}/${identical.requests}`],
        ...trees.map(({ query, calls }) => [`upstream calls per query, ${query}`, `${calls}/1`]),
        ['autocomplete median, gateway/direct', ratio(percentile(ascending(autocomplete.gatewayMs), 0.5), percentile(ascending(autocomplete.directMs), 0.5))],
        ...autocompleteYardsticks.map((yardstick) => [
          `autocomplete median, ${yardstick.name}/direct (${FLOOR_OF[yardstick.name]})`,
          ratio(percentile(ascending(yardstick.throughMs), 0.5), percentile(ascending(yardstick.directMs), 0.5)),
        ]),
        ['first search on a fresh portal, over the later median', firstSearchRatio(firstSearch)],
        ['upload MB/s, gateway/file server', uploadRatio(upload)],
        ['upload MB/s, plain proxy/file server', uploadRatio(upload, 'proxySeconds')],
        [`usage report p50, over one ${report.delayMs} ms account manager call`, ratio(percentile(ascending(report.wallMs), 0.5), report.delayMs)],
        [
          `usage report p50, over its ${report.accountManagerCalls} account manager calls one after another`,
          ratio(percentile(ascending(report.wallMs), 0.5), report.accountManagerCalls * report.delayMs),
        ],
        ...render.reports.map(({ name, ms }) => [
          `${name} report render p95, over the ${RENDER_TARGET_MS} ms target`,
          ratio(percentile(ascending(ms), 0.95), RENDER_TARGET_MS),
        ]),
        ...chromium.reports.flatMap(({ name, ms, cpuMs }) => [
          [`${name} report render p95 in Chromium, over the ${RENDER_TARGET_MS} ms target`, ratio(percentile(ascending(ms), 0.95), RENDER_TARGET_MS)],
          [
            `${name} report render main-thread CPU p95 in Chromium, over the ${RENDER_TARGET_MS} ms target`,
            ratio(percentile(ascending(cpuMs), 0.95), RENDER_TARGET_MS),
          ],
        ]),
        [`soak errors, over ${soak.sent} requests`, `${soak.failures.reduce((sum, failure) => sum + failure.count, 0)}/${soak.sent}`],
        ...soak.rss.map((rss, index) => [`soak gateway ${index + 1} RSS, end over start`, ratio(rss.endMb, rss.startMb)]),
      ],
    ),
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(
    `npm run bench on ${availableParallelism()} CPUs, Node ${process.version}, load average ${loadAverage()}; sandbox and load generator in processes of their own`,
  );
  const sandbox = await SandboxProcess.start();
  const load = LoadGenerator.start();
  try {
    const first = await startBenchGateway(sandbox.urls);
    // One sign-in serves every gateway of the run: the token is the sandbox's, not the gateway's.
    const jwt = await signIn(first).finally(() => first.close());
    const texts = new TextSupply(
      await realisticQueries(
        sandbox.urls.autocomplete,
        jwt,
        LOAD.warmUp +
          LOAD.rounds * LOAD.requests +
          (1 + YARDSTICKS.length) * (ADDED.busyWarmUp + ADDED.warmUp + ADDED.calls) +
          (1 + YARDSTICKS.length) * (AUTOCOMPLETE.busyWarmUp + AUTOCOMPLETE.warmUp + AUTOCOMPLETE.queries) +
          FIRST_SEARCH_STARTS * (LATER_SEARCHES + 1) +
          1 +
          SOAK_TEXTS,
      ),
    );

    const oneCall = await measureOneCallLoad(sandbox, load, jwt, texts, LOAD);
    printOneCall(oneCall);
    const added = await measureAddedLatency(sandbox.urls, jwt, texts, ADDED);
    printAdded(added);
    const [identicalText = ''] = texts.take(1);
    const identical = await countIdenticalRequests(sandbox.urls, jwt, identicalText);
    printIdentical(identical, identicalText);
    const trees = await countGroupTreeCalls(sandbox.urls, jwt);
    printGroupTrees(trees);
    const autocomplete = await measureAutocompleteLatency(sandbox.urls, jwt, texts, AUTOCOMPLETE);
    const autocompleteYardsticks: YardstickFigures[] = [];
    for (const name of YARDSTICKS) autocompleteYardsticks.push(await measureYardstickAutocompleteLatency(name, sandbox.urls, jwt, texts, AUTOCOMPLETE));
    printAutocomplete(autocomplete, autocompleteYardsticks);
    const firstSearch: FirstSearchFigures[] = [];
    for (let start = 0; start < FIRST_SEARCH_STARTS; start++) firstSearch.push(await measureFirstSearch(texts, LATER_SEARCHES));
    printFirstSearch(firstSearch);
    const upload = await measureUploadThroughput(sandbox.urls, jwt, UPLOAD);
    printUpload(upload);
    const report = await measureUsageReport(sandbox.urls, jwt, REPORT_RUNS);
    printUsageReport(report);
    const render = await measureReportRender(RENDER_RUNS);
    printReportRender(render);
    const chromium = await measureReportRenderInChromium(sandbox.urls, CHROMIUM_RUNS);
    printChromiumRender(chromium);
    const soak = await measureSoak(sandbox.urls, texts.take(SOAK_TEXTS), SOAK);
    printSoak(soak);
    printSummary(oneCall, added, identical, trees, autocomplete, autocompleteYardsticks, firstSearch, upload, report, render, chromium, soak);
    console.log(`\nThe run took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await load.stop();
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
