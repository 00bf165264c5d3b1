import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildOptions {
  /** Node's options for the child; default this process's own (`--import tsx`). */
  execArgv?: string[];
  /** Its whole environment; default this process's. */
  env?: NodeJS.ProcessEnv;
  /** Read its standard output and drop it (a server's log lines), rather than print it. */
  dropOutput?: boolean;
}

/**
 * A bench process of its own, spoken to over IPC: the sandbox, the load generator and the servers
 * under test each run in one, so none shares the event loop or the CPU count of another. By
 * default the child inherits this process's `--import tsx`; it exits when the channel closes.
 */
export class BenchChild<Request, Reply> {
  readonly #child: ChildProcess;
  readonly #inbox: Reply[] = [];
  readonly #waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  #gone: Error | undefined;
  #exited: Promise<void>;

  constructor(script: URL, name: string, options: ChildOptions = {}) {
    this.#child = fork(fileURLToPath(script), [], {
      stdio: ['ignore', options.dropOutput ? 'pipe' : 'inherit', 'inherit', 'ipc'],
      execArgv: options.execArgv ?? process.execArgv,
      env: options.env ?? process.env,
    });
    // Read as a container's runtime reads a server's log, so its writes never wait on a full pipe.
    this.#child.stdout?.resume();
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
