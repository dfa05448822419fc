/**
 * The embedded database on a thread of its own (ADR 030). PGlite is PostgreSQL compiled to WebAssembly:
 * every statement runs on the thread that called it, and in the server that was the one thread that also
 * answers HTTP, renders pages and runs the flight engine (27% of it under search load). Here PGlite runs
 * in a worker and this client stands in for it with the part of PGlite's interface the services use:
 * `query` and `transaction` (drizzle), `exec` (migrations, pg-boss) and `listen` (pg-boss).
 *
 * One connection, as before: a transaction holds the database, so a statement from outside it waits
 * until it ends (PGlite's own `transaction` does the same), while statements outside any transaction go
 * to the worker at once and are answered in order.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  pgliteThreadMain,
  type ThreadError,
  type ThreadReply,
  type ThreadRequest,
} from './pglite-thread-main';

type Parser = (value: string, type: number) => unknown;
export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
}
interface ThreadResults<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}
/** A request before `send` numbers it (Omit on each member of the union, not on the union). */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;
type Request = WithoutId<ThreadRequest>;

/** A PostgreSQL error from the worker, with the fields the services read (`code` for unique violations). */
function threadError({ message, fields }: ThreadError): Error {
  return Object.assign(new Error(message), fields);
}

export class PgliteThread implements ThreadTransaction {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private broken: Error | undefined;
  private closed = false;
  /** Settles when the transaction that holds the database ends. */
  private held: Promise<void> | undefined;

  private constructor(worker: Worker, onLost: (error: Error) => void) {
    this.worker = worker;
    worker.on('message', (reply: ThreadReply) => this.receive(reply));
    worker.on('error', (error) => this.fail(error));
    // After an 'error' (PGlite threw on its thread) the exit still follows: the owner hears of it then,
    // with that first error.
    worker.on('exit', (code) => {
      this.fail(new Error(`the database thread stopped (exit code ${code})`));
      if (!this.closed) onLost(this.broken!);
    });
  }

  /**
   * Starts the thread and resolves once its PGlite is open. `onLost` hears of a thread that stopped
   * without being closed (PGlite aborted): every statement fails from then on.
   */
  static async open(options: { dataDir?: string }, onLost: (error: Error) => void = () => undefined) {
    const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    // The worker runs this module's `pgliteThreadMain` from its source text: the built server is one
    // bundle, so there is no separate worker file to point at. `__name` is esbuild's name helper,
    // which a transformed function may call.
    const source = `const { parentPort, workerData } = require('node:worker_threads');
      const __name = (target) => target;
      (${pgliteThreadMain.toString()})(parentPort, require(workerData.pglitePath).PGlite, workerData.options);`;
    const worker = new Worker(source, { eval: true, workerData: { pglitePath, options } });
    await new Promise<void>((resolve, reject) => {
      const started = (reply: ThreadReply) => {
        if ('ready' in reply) resolve();
        else if ('failed' in reply) reject(threadError(reply.failed));
        else return;
        worker.off('message', started);
      };
      worker.on('message', started);
      worker.once('error', reject);
    });
    return new PgliteThread(worker, onLost);
  }

  async query<T>(sql: string, params: unknown[] = [], options: ThreadQueryOptions = {}) {
    while (this.held) await this.held;
    return this.sendQuery<T>(sql, params, options);
  }

  async exec(sql: string) {
    while (this.held) await this.held;
    return this.send({ op: 'exec', sql }) as Promise<{ rows: unknown[] }[]>;
  }

  /** BEGIN, `work` with a handle whose statements go straight through, then COMMIT (ROLLBACK on a throw). */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    while (this.held) await this.held;
    let release!: () => void;
    // Set in the same turn as the loop's last check, so two transactions cannot both pass it.
    this.held = new Promise((resolve) => (release = resolve));
    const tx: ThreadTransaction = {
      query: (sql, params = [], options = {}) => this.sendQuery(sql, params, options),
      exec: (sql) => this.send({ op: 'exec', sql }) as Promise<{ rows: unknown[] }[]>,
    };
    try {
      await this.send({ op: 'exec', sql: 'BEGIN' });
      try {
        const result = await work(tx);
        await this.send({ op: 'exec', sql: 'COMMIT' });
        return result;
      } catch (error) {
        await this.send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => undefined);
        throw error;
      }
    } finally {
      this.held = undefined;
      release();
    }
  }

  /** LISTEN on the worker's PGlite; the returned function stops this callback. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const callbacks = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, callbacks);
    callbacks.add(callback);
    if (callbacks.size === 1) await this.send({ op: 'listen', channel });
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size === 0 && this.listeners.get(channel) === callbacks) {
        this.listeners.delete(channel);
        await this.send({ op: 'unlisten', channel });
      }
    };
  }

  async close(): Promise<void> {
    if (this.broken) return;
    this.closed = true;
    await this.send({ op: 'close' });
    this.broken = new Error('the database is closed');
    await this.worker.terminate();
  }

  private async sendQuery<T>(sql: string, params: unknown[], options: ThreadQueryOptions) {
    const parsers = options.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const results = (await this.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      rawTypes,
    })) as ThreadResults<T>;
    if (rawTypes.length > 0) applyParsers(results, parsers, options.rowMode ?? 'object');
    return results;
  }

  private send(request: Request): Promise<unknown> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private receive(reply: ThreadReply) {
    if ('notify' in reply) {
      for (const callback of this.listeners.get(reply.notify) ?? []) callback(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(threadError(reply.error));
  }

  /** The thread is gone: every statement in flight fails, and so does every later one. */
  private fail(error: Error) {
    this.broken ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.broken);
    this.pending.clear();
  }
}

/** Runs the caller's parsers on the main thread over the text the worker kept for their types. */
function applyParsers<T>(
  results: ThreadResults<T>,
  parsers: Record<number, Parser>,
  rowMode: 'array' | 'object',
) {
  results.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    const key = rowMode === 'array' ? index : field.name;
    for (const row of results.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, field.dataTypeID);
    }
  });
}
