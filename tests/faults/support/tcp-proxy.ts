/**
 * A TCP proxy a fault test controls, in front of PostgreSQL, Redis or the payment gateway: the faults are
 * made here (connections cut, answers delayed, one answer watched), never on the machine's own services.
 */
import { createConnection, createServer, type Socket } from 'node:net';

/** What an inspector decides for a chunk from the target: pass it on, or drop it and close both sides. */
type Verdict = 'pass' | 'drop';

export interface TcpProxy {
  /** The port it listens on (loopback). */
  port: number;
  /** Closes every open connection (both sides) and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  /** Holds every chunk from the target this long before passing it on (0: none). */
  delay(ms: number): void;
  /**
   * Sees every chunk the target answers, before the client does; it may act (kill a process) and answer
   * 'drop' to lose the chunk and close the connection. Null removes it.
   */
  inspect(inspector: ((chunk: Buffer) => Promise<Verdict> | Verdict) | null): void;
  /** Connections accepted and refused so far. */
  stats(): { accepted: number; refused: number; open: number };
  close(): Promise<void>;
}

export async function startTcpProxy(options: {
  port: number;
  targetHost?: string;
  targetPort: number;
}): Promise<TcpProxy> {
  const targetHost = options.targetHost ?? '127.0.0.1';
  const pairs = new Set<[Socket, Socket]>();
  let isCut = false;
  let delayMs = 0;
  let inspector: ((chunk: Buffer) => Promise<Verdict> | Verdict) | null = null;
  let accepted = 0;
  let refused = 0;

  const server = createServer((client) => {
    if (isCut) {
      // A reset, as a host whose service is gone answers: the client fails fast instead of hanging.
      refused += 1;
      client.resetAndDestroy();
      return;
    }
    accepted += 1;
    client.pause();
    const upstream = createConnection({ host: targetHost, port: options.targetPort });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // Chunks from the target are passed on in order, each after the delay and the inspector; when the
    // target closes (an idle keep-alive connection, say), the client's side closes after them.
    let queue = Promise.resolve();
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', () => {
      queue = queue.then(close);
    });
    upstream.on('connect', () => client.resume());
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => {
      queue = queue.then(async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (inspector && (await inspector(chunk)) === 'drop') {
          close();
          return;
        }
        if (!client.destroyed) client.write(chunk);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  const cutAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port: options.port,
    cut() {
      isCut = true;
      cutAll();
    },
    restore() {
      isCut = false;
    },
    delay(ms) {
      delayMs = ms;
    },
    inspect(next) {
      inspector = next;
    },
    stats: () => ({ accepted, refused, open: pairs.size }),
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
