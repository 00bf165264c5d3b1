// The plain proxy (plain-proxy.ts) in a process of its own, started as the gateway the bench
// compares it with is (see server-process.ts), in front of BENCH_SERVICE_URL.

import { startPlainProxy } from './plain-proxy';
import { answerBench } from './server-channel';

const serviceUrl = process.env.BENCH_SERVICE_URL;
if (!serviceUrl) throw new Error('BENCH_SERVICE_URL is not set');
const proxy = await startPlainProxy(serviceUrl);
answerBench(
  proxy.origin,
  () => 0,
  () => proxy.close(),
);
