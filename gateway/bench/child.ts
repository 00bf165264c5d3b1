import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A bench process of its own, spoken to over IPC: the sandbox and the load generator each run in
 * one, so neither shares the event loop or the CPU count of the server being measured. The child
 * inherits this process's `--import tsx`, and exits when the channel closes.
 */
export class BenchChild<Request, Reply> {
  readonly #child: ChildProcess;
  readonly #inbox: Reply[] = [];
  readonly #waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  #gone: Error | undefined;
  #exited: Promise<void>;

  constructor(script: URL, name: string) {
    this.#child = fork(fileURLToPath(script), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.#child.on('message', (reply: Reply) => {
      const waiter = this.#waiting.shift();
      if (waiter) waiter.resolve(reply);
      else this.#inbox.push(reply);
    });
    this.#exited = new Promise((resolve) => {
      this.#child.once('exit', (code, signal) => {
        this.#gone = new Error(`The ${name} process ended (${signal ?? `exit code ${code}`})`);
        for (const waiter of this.#waiting.splice(0)) waiter.reject(this.#gone);
        resolve();
      });
    });
  }

  send(request: Request): void {
    if (this.#gone) throw this.#gone;
    this.#child.send(request as object);
  }

  /** The next message from the child, in the order they came. */
  receive(): Promise<Reply> {
    const reply = this.#inbox.shift();
    if (reply !== undefined) return Promise.resolve(reply);
    if (this.#gone) return Promise.reject(this.#gone);
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  /** Closes the channel, which the child takes as the sign to stop; kills it if it lingers. */
  async stop(): Promise<void> {
    if (this.#gone) return;
    if (this.#child.connected) this.#child.disconnect();
    const timer = setTimeout(() => this.#child.kill(), 5_000);
    await this.#exited;
    clearTimeout(timer);
  }
}
