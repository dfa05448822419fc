/**
 * `npm run test:fuzz`: the fuzz stage (docs/api/README.md). Starts the standalone services server on a
 * temporary data directory, loads every service's OpenAPI document from it, and sends each operation
 * generated cases (schema-valid and negative) with no token, a public token and a signed-in account
 * token (the editor key too where the operation takes it). Fails on any 5xx, any answer that does not
 * match the documented schema of its status, and any route the apps serve without a contract.
 *
 *   FUZZ_CASES (default 200) cases per operation, spread over the token kinds
 *   FUZZ_SEED  reproduces a run (printed at the start; default: derived from the committed src/ tree, so
 *              the same code is fuzzed the same way on every machine, and each code change explores new cases)
 *   FUZZ_CONCURRENCY (default 4) requests at once
 *   FUZZ_VERBOSE=1 prints each operation's time and statuses
 *   FUZZ_ONLY  comma-separated parts of "METHOD /svc/<service>/<path>": fuzz only the matching operations
 *              (a quick local check of new endpoints; CI runs them all)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { casesFor, type FuzzRequest, type Operation } from './cases';
import { checkAnswer } from './check-answer';
import { findUndocumentedRoutes, type UndocumentedRoute } from './undocumented';
import { FUZZ_CLIENT_IP, obtainCredentials, startServicesServer, type Credentials } from './services-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const REPORT = join(root, 'test-results/fuzz.json');
const SERVICES = ['main', 'booking', 'hotel', 'content'] as const;
const CASES = Number(process.env.FUZZ_CASES ?? 200);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? seedOfSources() ?? Math.floor(Math.random() * 2 ** 31));
// Ends the session every later account-token case relies on: fuzzed last.
const SESSION_ENDING = new Set(['POST /Login/Logout']);
const REQUEST_TIMEOUT_MS = 30_000;

type TokenKind = 'none' | 'public' | 'account' | 'editor';

interface Failure {
  operation: string;
  token: TokenKind;
  request: FuzzRequest;
  status: number;
  reason: string;
}

interface OperationResult {
  operation: Operation;
  cases: number;
  failures: Failure[];
  /** How many answers had each status, so a run shows how far the cases got (200s, not only 400s). */
  statuses: Map<number, number>;
}

/** The parts of an OpenAPI 3.1 document the stage reads. */
interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  components?: Record<string, unknown>;
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: Operation['body'] }> };
        responses?: Operation['responses'];
        security?: Operation['security'];
      }
    >
  >;
}

function operationsOf(service: string, document: OpenApiDocument): Operation[] {
  const mount = document.servers?.[0]?.url ?? `/svc/${service}`;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        service,
        mount,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        responses: op.responses ?? {},
        security: op.security,
        components: document.components,
      });
    }
  }
  return operations;
}

function tokenKindsOf(operation: Operation): TokenKind[] {
  const kinds: TokenKind[] = ['none', 'public', 'account'];
  if (operation.security?.some((scheme) => 'editorKey' in scheme)) kinds.push('editor');
  return kinds;
}

async function send(origin: string, request: FuzzRequest, bearer: string | undefined) {
  const headers: Record<string, string> = { ...request.headers, 'X-Client-Ip': FUZZ_CLIENT_IP };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const answer = await fetch(`${origin}${request.url}`, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: await answer.text() };
}

async function fuzzOperation(
  origin: string,
  credentials: Credentials,
  operation: Operation,
  seed: number,
): Promise<OperationResult> {
  const kinds = tokenKindsOf(operation);
  const requests = fc.sample(casesFor(operation), { numRuns: CASES, seed });
  const name = `${operation.method} ${operation.mount}${operation.path}`;
  const failures: Failure[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index]!;
      const token = kinds[index % kinds.length]!;
      const bearer = token === 'none' ? undefined : credentials[token];
      try {
        const answer = await send(origin, request, bearer);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const reason = checkAnswer(operation, answer);
        if (reason) failures.push({ operation: name, token, request, status: answer.status, reason });
      } catch (error) {
        failures.push({
          operation: name,
          token,
          request,
          status: 0,
          reason: `no answer: ${describeError(error)}`,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { operation, cases: requests.length, failures, statuses };
}

function tally(results: OperationResult[]): string {
  const totals = new Map<number, number>();
  for (const result of results) {
    for (const [status, count] of result.statuses) totals.set(status, (totals.get(status) ?? 0) + count);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause ? `${String(error)} (${cause.code ?? cause.message})` : String(error);
}

function describeRequest(failure: Failure): string {
  const body = failure.request.body;
  const shown =
    body === undefined
      ? ''
      : ` body=${body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body}`;
  const headers = Object.keys(failure.request.headers).length
    ? ` headers=${JSON.stringify(failure.request.headers)}`
    : '';
  return `${failure.request.method} ${failure.request.url} token=${failure.token}${headers}${shown}`;
}

/** Per service: operations, cases, failures, the statuses seen, and each failure's reproducing request. */
function report(service: string, results: OperationResult[], undocumented: UndocumentedRoute[]): void {
  const cases = results.reduce((sum, r) => sum + r.cases, 0);
  const failed = results.reduce((sum, r) => sum + r.failures.length, 0);
  const missing = undocumented.filter((route) => route.service === service);
  const mark = failed || missing.length ? '✗' : '✓';
  console.log(
    `${mark} ${service}: ${results.length} operations, ${cases} cases, ${failed} failures` +
      (missing.length ? `, ${missing.length} routes without a contract` : ''),
  );
  console.log(`    statuses: ${tally(results)}`);
  for (const route of missing) console.log(`    no contract: ${route.method} /svc/${service}${route.path}`);
  for (const result of results.filter((r) => r.failures.length)) {
    console.log(`    ${result.failures[0]!.operation}: ${result.failures.length} failures`);
    for (const failure of result.failures.slice(0, 3)) {
      console.log(`      ${failure.status} ${failure.reason}\n        ${describeRequest(failure)}`);
    }
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  console.log(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${CASES} cases per operation`);
  const [server, undocumented] = await Promise.all([startServicesServer(root), findUndocumentedRoutes()]);
  console.log(`fuzz: services server ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const results: OperationResult[] = [];
  try {
    const credentials = await obtainCredentials(server.origin);
    const operations: Operation[] = [];
    for (const service of SERVICES) {
      const answer = await fetch(`${server.origin}/svc/${service}/openapi.json`);
      const document = (await answer.json()) as OpenApiDocument;
      operations.push(...operationsOf(service, document));
    }
    const only = process.env.FUZZ_ONLY?.split(',').filter(Boolean);
    if (only?.length) {
      const kept = operations.filter((op) =>
        only.some((part) => `${op.method} ${op.mount}${op.path}`.includes(part)),
      );
      operations.splice(0, operations.length, ...kept);
    }
    // The session-ending operation goes after every other service's operations too.
    const ending = (op: Operation) => SESSION_ENDING.has(`${op.method} ${op.path}`);
    operations.sort((a, b) => Number(ending(a)) - Number(ending(b)));
    for (const [index, operation] of operations.entries()) {
      const opStarted = Date.now();
      const result = await fuzzOperation(server.origin, credentials, operation, SEED + index);
      if (process.env.FUZZ_VERBOSE) {
        const statuses = tally([result]);
        console.log(
          `    ${operation.method} ${operation.mount}${operation.path}: ${Date.now() - opStarted} ms, ${statuses}`,
        );
      }
      results.push(result);
    }
  } finally {
    await server.stop();
  }
  for (const service of SERVICES)
    report(
      service,
      results.filter((r) => r.operation.service === service),
      undocumented,
    );
  const cases = results.reduce((sum, r) => sum + r.cases, 0);
  const failures = results.reduce((sum, r) => sum + r.failures.length, 0);
  const failedOperations = results.filter((r) => r.failures.length).length + undocumented.length;
  await mkdir(dirname(REPORT), { recursive: true });
  await writeFile(
    REPORT,
    JSON.stringify({
      seed: SEED,
      operations: results.length,
      passed: results.length - results.filter((r) => r.failures.length).length,
      failed: failedOperations,
      cases,
      failures,
      undocumented,
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `fuzz: ${results.length} operations, ${cases} cases, ${failures} failures` +
      (undocumented.length ? `, ${undocumented.length} routes without a contract` : '') +
      ` (${seconds} s)`,
  );
  return failures > 0 || undocumented.length > 0 ? 1 : 0;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`fuzz: could not run: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});

/** A seed from the id of the committed src/ tree (its first 31 bits), or null outside a git checkout. */
function seedOfSources(): number | null {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD:src'], { cwd: root, encoding: 'utf8' }).trim();
    return /^[0-9a-f]{8}/.test(head) ? parseInt(head.slice(0, 8), 16) % 2 ** 31 : null;
  } catch {
    return null;
  }
}
