/**
 * The cluster's nginx process: started in the foreground (so it is our child and dies with the cluster),
 * stopped gracefully.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface Nginx {
  stop(timeoutMs: number): Promise<void>;
}

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startNginx(
  confPath: string,
  workDir: string,
  probeUrl: string,
  log: (line: string) => void,
): Promise<Nginx> {
  const args = ['-c', confPath, '-p', workDir, '-e', join(workDir, 'nginx-error.log'), '-g', 'daemon off;'];
  const child: ChildProcess = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(
        new Error(
          `nginx could not start (${NGINX}): ${error.message}. On Debian: sudo apt-get install nginx-light ` +
            '(or set NGINX_BIN to an nginx binary)',
        ),
      ),
    );
    child.once('exit', (code) =>
      reject(new Error(`nginx exited with ${code}: see ${join(workDir, 'nginx-error.log')}`)),
    );
  });
  failed.catch(() => undefined);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => log(`[nginx] ${String(chunk).trim()}`));
  }
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + 10_000;
  for (;;) {
    const answered = await Promise.race([
      fetch(probeUrl).then(
        () => true,
        () => false,
      ),
      failed,
    ]);
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('nginx did not answer within 10 s');
    }
    await pause(100);
  }

  return {
    async stop(timeoutMs) {
      if (!running()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Graceful: nginx finishes the requests it is proxying, then exits; past the bound it is killed.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
