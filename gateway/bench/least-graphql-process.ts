// The least GraphQL server (least-graphql.ts) in a process of its own, started as the gateway the
// bench compares it with is (see server-process.ts), in front of BENCH_SERVICE_URL.

import { startLeastGraphql } from './least-graphql';
import { answerBench } from './server-channel';

const serviceUrl = process.env.BENCH_SERVICE_URL;
if (!serviceUrl) throw new Error('BENCH_SERVICE_URL is not set');
const server = await startLeastGraphql(serviceUrl);
answerBench(
  server.origin,
  () => 0,
  () => server.close(),
);
