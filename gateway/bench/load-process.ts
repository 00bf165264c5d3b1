// The load generator's process (see load.ts): keeps `connections` requests in flight with one
// undici Pool until every request of the job is answered or its time is up.

import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { LoadJob, LoadReplyMessage, LoadRequestMessage, LoadResult } from './load';

const reply = (message: LoadReplyMessage) => process.send?.(message);

let pending: LoadJob | undefined;

process.on('message', (message: LoadRequestMessage) => {
  if (message.type === 'job') {
    pending = message.job;
    reply({ type: 'ready' });
    return;
  }
  const job = pending;
  pending = undefined;
  if (!job) {
    reply({ type: 'failed', message: 'go came before a job' });
    return;
  }
  drive(job).then(
    (result) => reply({ type: 'done', result }),
    (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
process.once('disconnect', () => process.exit(0));

async function drive(job: LoadJob): Promise<LoadResult> {
  const pool = new Pool(job.origin, { connections: job.connections });
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const started = performance.now();
  const deadline = started + job.timeLimitMs;

  const connection = async () => {
    while (next < job.requests.length && performance.now() < deadline) {
      const request = job.requests[next++] as LoadJob['requests'][number];
      const sent = performance.now();
      let failure: string | undefined;
      try {
        const res = await pool.request({ method: request.method, path: request.path, headers: request.headers, body: request.body });
        const text = await res.body.text();
        if (res.statusCode !== 200) failure = `status ${res.statusCode}: ${text.slice(0, 200)}`;
        else if (job.failWhenBodyIncludes?.some((sign) => text.includes(sign))) failure = text.slice(0, 200);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      latencies.push(performance.now() - sent);
      if (failure !== undefined) {
        failures++;
        firstFailure ??= failure;
      }
    }
  };
  await Promise.all(Array.from({ length: job.connections }, connection));
  const elapsedMs = performance.now() - started;
  await pool.close();
  return { latencies, failures, firstFailure, elapsedMs };
}
