import type { ServiceName } from '@portal/sandbox';
import { BenchChild } from './child';

export type SandboxRequest = { type: 'cpu' };
export type SandboxReply = { type: 'ready'; urls: Record<ServiceName, string> } | { type: 'cpu'; usage: NodeJS.CpuUsage };

/** The sandbox, running in a child process. */
export class SandboxProcess {
  private constructor(
    private readonly child: BenchChild<SandboxRequest, SandboxReply>,
    /** Base address of each service. */
    readonly urls: Record<ServiceName, string>,
  ) {}

  static async start(): Promise<SandboxProcess> {
    const child = new BenchChild<SandboxRequest, SandboxReply>(new URL('./sandbox-process.ts', import.meta.url), 'sandbox');
    try {
      const ready = await child.receive();
      if (ready.type !== 'ready') throw new Error(`The sandbox sent ${ready.type} before it was ready`);
      return new SandboxProcess(child, ready.urls);
    } catch (error) {
      await child.stop();
      throw error;
    }
  }

  /** The sandbox process's CPU time so far. */
  async cpuUsage(): Promise<NodeJS.CpuUsage> {
    this.child.send({ type: 'cpu' });
    const reply = await this.child.receive();
    if (reply.type !== 'cpu') throw new Error(`The sandbox sent ${reply.type} when asked for its CPU time`);
    return reply.usage;
  }

  stop(): Promise<void> {
    return this.child.stop();
  }
}
