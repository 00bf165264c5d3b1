import { fork, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildOptions {
  /** Node's options for the child; default this process's own (`--import tsx`). */
  execArgv?: string[];
  /** Its whole environment; default this process's. */
  env?: NodeJS.ProcessEnv;
  /**
   * Give its standard output (a server's log lines) to a reader process of its own that drops it,
   * rather than print it.
   */
  dropOutput?: boolean;
}

/**
 * A bench process of its own, spoken to over IPC: the sandbox, the load generator and the servers
 * under test each run in one, so none shares the event loop or the CPU count of another. By
 * default the child inherits this process's `--import tsx`; it exits when the channel closes.
 */
export class BenchChild<Request, Reply> {
  readonly #child: ChildProcess;
  /** What reads a server's log, as a container runtime's log shim does: `cat` into /dev/null. */
  readonly #logReader: ChildProcess | undefined;
  readonly #inbox: Reply[] = [];
  readonly #waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  #gone: Error | undefined;
  #exited: Promise<void>;

  constructor(script: URL, name: string, options: ChildOptions = {}) {
    // A process of its own reads the log, as a container's runtime does, so the server's writes
    // never wait on a full pipe, and the bench's own process (the client that times the requests)
    // is not woken by them: in production the log's reader is never the caller.
    this.#logReader = options.dropOutput ? spawn('cat', [], { stdio: ['pipe', 'ignore', 'inherit'] }) : undefined;
    this.#child = fork(fileURLToPath(script), [], {
      stdio: ['ignore', this.#logReader?.stdin ?? 'inherit', 'inherit', 'ipc'],
      execArgv: options.execArgv ?? process.execArgv,
      env: options.env ?? process.env,
    });
    // The child holds the pipe's writing end now; the reader ends when the child does.
    this.#logReader?.stdin?.destroy();
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
    this.#logReader?.kill();
  }
}
