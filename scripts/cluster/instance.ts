/**
 * One site or service process of the cluster: started, watched until its readiness check answers 200,
 * stopped with SIGTERM (its graceful shutdown) and restarted on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface InstanceSpec {
  name: string;
  kind: 'site' | 'services';
  port: number;
  metricsPort: number;
  /** The program and its arguments, run by `nodeBinary`. */
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** The readiness URL polled after a start (the instance's own port, not through nginx). */
  readyUrl: string;
  /** How long a stop() waits after SIGTERM before SIGKILL (the instance's grace plus a margin). */
  stopTimeoutMs: number;
  startTimeoutMs: number;
  log: (line: string) => void;
}

export interface ClusterInstance {
  name: string;
  kind: 'site' | 'services';
  port: number;
  metricsPort: number;
  pid(): number | undefined;
  kill(signal?: NodeJS.Signals): void;
  stop(): Promise<number | null>;
  start(): Promise<void>;
}

/** The Node that runs project code: the pinned one (docs/principles.md), whatever Node runs this script. */
export function nodeBinary(root: string): string {
  return `${root}/node_modules/.bin/node`;
}

export function createInstance(spec: InstanceSpec, node: string): ClusterInstance {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);

  const recent: string[] = [];
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  function launch(): void {
    const prefix = `[${spec.name}] `;
    const started = spawn(node, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [started.stdout, started.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        // The last lines go into a failed start's error, whatever the caller does with the log.
        recent.push(line);
        if (recent.length > 10) recent.shift();
        spec.log(prefix + line);
      });
    }
    exited = new Promise((resolve) => {
      started.on('exit', (code, signal) => {
        spec.log(`${prefix}exited (${signal ?? `code ${code}`})`);
        resolve(code);
      });
    });
    child = started;
  }

  async function waitUntilReady(): Promise<void> {
    const deadline = Date.now() + spec.startTimeoutMs;
    let last = 'no answer';
    while (Date.now() < deadline) {
      if (!running()) {
        throw new Error(
          `${spec.name} exited before it was ready (exit ${child?.exitCode ?? child?.signalCode}); ` +
            `its last lines:\n${recent.join('\n')}`,
        );
      }
      try {
        const response = await fetch(spec.readyUrl, { signal: AbortSignal.timeout(10_000) });
        if (response.ok) return;
        last = `${response.status} ${(await response.text()).slice(0, 200)}`;
      } catch (error) {
        last =
          error instanceof Error
            ? String((error.cause as { code?: string })?.code ?? error.message)
            : String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${spec.name} not ready after ${spec.startTimeoutMs / 1000} s (last: ${last})`);
  }

  return {
    name: spec.name,
    kind: spec.kind,
    port: spec.port,
    metricsPort: spec.metricsPort,
    pid: () => (running() ? child?.pid : undefined),
    kill(signal = 'SIGTERM') {
      if (running()) child?.kill(signal);
    },
    async stop() {
      if (!running()) return child?.exitCode ?? null;
      child?.kill('SIGTERM');
      // A hung instance must not hang the cluster's stop: past its grace it is killed.
      const timer = setTimeout(() => running() && child?.kill('SIGKILL'), spec.stopTimeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async start() {
      if (running()) throw new Error(`${spec.name} is already running (pid ${child?.pid})`);
      launch();
      try {
        await waitUntilReady();
      } catch (error) {
        if (running()) {
          child?.kill('SIGKILL');
          await exited;
        }
        throw error;
      }
    },
  };
}
