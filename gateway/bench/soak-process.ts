// The soak's load generator, in a process of its own (see child.ts): sends the job's requests at
// a fixed rate whatever the answers' pace (an open loop, as users arrive), round robin over the
// gateways' origins, until the time is up; then waits for the answers still due.

import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { SoakJob, SoakReply, SoakResult } from './soak';

const reply = (message: SoakReply) => process.send?.(message);

process.on('message', (job: SoakJob) => {
  drive(job).then(
    (result) => reply({ type: 'done', result }),
    (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
process.once('disconnect', () => process.exit(0));

async function drive(job: SoakJob): Promise<SoakResult> {
  const pools = job.origins.map((origin) => new Pool(origin, { connections: 64 }));
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const durationMs = job.seconds * 1000;

  const send = (index: number) => {
    const request = job.requests[index % job.requests.length]!;
    const pool = pools[index % pools.length]!;
    const at = performance.now();
    const done = (async () => {
      let failure: string | undefined;
      try {
        const res = await pool.request({ method: request.method, path: request.path, headers: request.headers, body: request.body });
        const text = await res.body.text();
        if (res.statusCode !== 200) failure = `${request.name}: status ${res.statusCode}`;
        else if (text.includes('"errors"')) failure = `${request.name}: ${text.slice(0, 160)}`;
      } catch (error) {
        failure = `${request.name}: ${error instanceof Error ? error.message : String(error)}`;
      }
      latencies.push(performance.now() - at);
      if (failure !== undefined) failures.set(failure, (failures.get(failure) ?? 0) + 1);
    })();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  // Every 5 ms, send what the rate says is due by now.
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(Math.floor((Math.min(elapsed, durationMs) * job.ratePerSecond) / 1000), Math.floor((durationMs * job.ratePerSecond) / 1000));
      while (sent < due) send(sent++);
      if (elapsed >= durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all(inFlight);
  const elapsedMs = performance.now() - started;
  await Promise.all(pools.map((pool) => pool.close()));
  return { sent, latencies, failures: [...failures].map(([what, count]) => ({ what, count })), elapsedMs };
}
