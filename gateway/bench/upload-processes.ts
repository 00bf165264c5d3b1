// Step 6's uploads one way at a time, and what each process spent on each (Linux only: it reads
// /proc). `node --import tsx gateway/bench/upload-processes.ts`; UPLOAD_ROUNDS (3) sets the
// rounds, UPLOAD_WAYS (gateway,direct,proxy) the ways and their order. For each upload: its seconds,
// and for the sandbox (the file server stand-in), the uploader, and the gateway or the plain proxy,
// the CPU (user + kernel, ms), the time its threads ran and waited for a CPU (ms), their
// voluntary context switches and the process's minor page faults. docs/request-path.md ("Where a
// 10 MB chunk's time goes, process by process", "The allocator and the upload") has the figures
// and what they mean.

import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { signIn, startBenchGateway } from './bench-gateway';
import { BenchChild } from './child';
import { ACCOUNT_ID } from './queries';
import { SandboxProcess } from './sandbox';
import { ServerProcess } from './server-process';
import type { UploadReply, UploadRequest, UploadRoute } from './upload-throughput';

const CHUNK = 10_000_000;
const MEGABYTES = 100;
const rounds = Number(process.env.UPLOAD_ROUNDS ?? 3);
const ways = (process.env.UPLOAD_WAYS ?? 'gateway,direct,proxy').split(',') as UploadRoute['via'][];
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

interface Spent {
  cpuMs: number;
  /** Minor page faults: memory the kernel had to hand the process afresh. */
  faults: number;
  runMs: number;
  waitMs: number;
  switches: number;
}

/** What a process and its threads have spent so far. */
function spent(pid: number): Spent {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  let runMs = 0;
  let waitMs = 0;
  let switches = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [run = 0, wait = 0] = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ').map(Number);
      runMs += run / 1e6;
      waitMs += wait / 1e6;
      switches += Number(/voluntary_ctxt_switches:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return { cpuMs, faults: Number(fields[7]), runMs, waitMs, switches };
}

/** This process's children, by the bench script each runs. */
function children(): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
      const name = /(upload|gateway|proxy|sandbox)-process/.exec(readFileSync(`/proc/${entry}/cmdline`, 'utf8'))?.[1];
      if (name) found.set(name, Number(entry));
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return found;
}

const sandbox = await SandboxProcess.start();
const uploader = new BenchChild<UploadRequest, UploadReply>(new URL('./upload-process.ts', import.meta.url), 'uploader');
const ask = async (request: UploadRequest): Promise<UploadReply> => {
  uploader.send(request);
  const reply = await uploader.receive();
  if (reply.type === 'failed') throw new Error(`The upload failed: ${reply.message}`);
  return reply;
};
const first = await startBenchGateway(sandbox.urls);
const jwt = await signIn(first).finally(() => first.close());
const gateway = await startBenchGateway(sandbox.urls);
const proxy = await ServerProcess.start('proxy-process', 'plain proxy', { BENCH_SERVICE_URL: sandbox.urls.fileServerUk });
try {
  const routes: UploadRoute[] = [
    { via: 'gateway', base: gateway.origin, accountId: ACCOUNT_ID },
    { via: 'direct', base: sandbox.urls.fileServerUk, accountId: ACCOUNT_ID },
    { via: 'proxy', base: proxy.origin, accountId: ACCOUNT_ID },
  ];
  await ask({ type: 'file', count: MEGABYTES / (CHUNK / 1_000_000), size: CHUNK });
  // Untimed, every way, as step 6 warms each server up.
  await ask({ type: 'upload', routes, jwt });
  const pids = children();
  console.log(
    `${MEGABYTES} MB in ${CHUNK}-byte chunks, one way at a time; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const via of ways) {
      const route = routes.find((candidate) => candidate.via === via);
      if (!route) throw new Error(`No way ${via}: the ways are gateway, direct and proxy`);
      const watched = ['sandbox', 'upload', ...(via === 'direct' ? [] : [via])].map((name) => {
        const pid = pids.get(name);
        if (pid === undefined) throw new Error(`No ${name} process found`);
        return { name, pid, before: spent(pid) };
      });
      const reply = await ask({ type: 'upload', routes: [route], jwt });
      if (reply.type !== 'uploaded') throw new Error(`The uploader answered ${reply.type} to an upload`);
      const figures = watched.map(({ name, pid, before }) => {
        const after = spent(pid);
        const ms = (key: keyof Spent) => Math.round(after[key] - before[key]);
        return `${name} cpu ${ms('cpuMs')} run ${ms('runMs')} wait ${ms('waitMs')} switches ${ms('switches')} faults ${ms('faults')}`;
      });
      console.log(`${via.padEnd(7)} ${(reply.seconds[0] ?? Number.NaN).toFixed(3)} s | ${figures.join(' | ')} | load ${(loadavg()[0] ?? 0).toFixed(2)}`);
    }
  }
} finally {
  await Promise.all([gateway.close(), proxy.stop()]);
  await uploader.stop();
  await sandbox.stop();
}
