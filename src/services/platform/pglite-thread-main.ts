/**
 * What runs on the embedded database's own thread (pglite-thread.ts, ADR 030): one PGlite, answering
 * the messages the main thread posts. It is passed to the worker as source text (`toString`), so it
 * must not close over anything: what it needs comes in as arguments, and the types below are only
 * for the compiler.
 */

export interface ThreadPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: ThreadRequest) => void): void;
}

type TextParser = (value: string) => unknown;

interface ThreadPglite {
  /** The instance's parser per type id, which PGlite reads when it turns a statement's rows into values. */
  parsers: Record<number, TextParser>;
  query(
    sql: string,
    params: unknown[],
    options: { rowMode?: 'array' | 'object' },
  ): Promise<{ rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ThreadPgliteClass {
  create(options: { dataDir?: string }): Promise<ThreadPglite>;
}

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types whose text the main thread parses itself (its parsers are functions, which cannot cross). */
      rawTypes: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** An error as it crosses: its message and the plain fields PostgreSQL sets (code, constraint, ...). */
export interface ThreadError {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: ThreadError };

export function pgliteThreadMain(
  port: ThreadPort,
  PGlite: ThreadPgliteClass,
  options: { dataDir?: string },
): void {
  const asThreadError = (error: unknown): ThreadError => {
    const fields: Record<string, string | number | boolean> = {};
    if (error && typeof error === 'object') {
      // Only plain values: a PGlite error also carries the query's options, functions included,
      // which the structured clone refuses.
      for (const [key, value] of Object.entries(error)) {
        if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
      }
    }
    return { message: error instanceof Error ? error.message : String(error), fields };
  };
  const keepText = (value: string) => value;
  const unlisteners = new Map<string, () => Promise<void>>();

  /**
   * The instance's parser table with text kept for these types, built once per set of types. A statement
   * runs with its table set as the instance's, rather than passed in its options: PGlite copies its whole
   * table (a parser for every array type) into the options' on every statement, which was an eighth of
   * this thread's time under search load.
   */
  let defaults: Record<number, TextParser> | undefined;
  const tables = new Map<string, Record<number, TextParser>>();
  const parsersKeeping = (db: ThreadPglite, rawTypes: number[]) => {
    defaults ??= db.parsers;
    const key = rawTypes.join(',');
    let table = tables.get(key);
    if (!table) {
      table = { ...defaults, ...Object.fromEntries(rawTypes.map((type) => [type, keepText])) };
      tables.set(key, table);
    }
    return table;
  };

  const answer = async (db: ThreadPglite, request: ThreadRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        db.parsers = parsersKeeping(db, request.rawTypes);
        const rowMode = request.rowMode ?? 'object';
        const { rows, fields, affectedRows } = await db.query(request.sql, request.params, { rowMode });
        return { rows, fields, affectedRows };
      }
      case 'exec':
        // PGlite's own parsers, as an exec had them before any statement set another table.
        db.parsers = parsersKeeping(db, []);
        return (await db.exec(request.sql)).map((result) => ({ rows: result.rows }));
      case 'listen':
        if (!unlisteners.has(request.channel)) {
          const channel = request.channel;
          unlisteners.set(
            channel,
            await db.listen(channel, (payload) => port.postMessage({ notify: channel, payload })),
          );
        }
        return null;
      case 'unlisten':
        await unlisteners.get(request.channel)?.();
        unlisteners.delete(request.channel);
        return null;
      case 'close':
        await db.close();
        return null;
    }
  };

  PGlite.create(options).then(
    (db) => {
      // Requests are answered one at a time, in the order they came, as PGlite would run them anyway:
      // a statement's parser table (parsersKeeping) stays the instance's until its rows are read.
      let previous: Promise<unknown> = Promise.resolve();
      port.on('message', (request) => {
        previous = previous.then(() =>
          answer(db, request).then(
            (value) => port.postMessage({ id: request.id, ok: true, value }),
            (error: unknown) => port.postMessage({ id: request.id, ok: false, error: asThreadError(error) }),
          ),
        );
      });
      port.postMessage({ ready: true });
    },
    (error: unknown) => port.postMessage({ failed: asThreadError(error) }),
  );
}
