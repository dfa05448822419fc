/**
 * `npm test`: type check, lint, format check, unused code, dependency rules, OpenAPI lint, unit and
 * integration tests (Vitest), API fuzz (every operation of the services' OpenAPI documents), build,
 * end-to-end tests (Playwright). Every step runs even when an earlier one fails, so the totals are
 * complete; the last line is "N passed, N failed" (Vitest and Playwright tests and fuzzed API
 * operations; a failed check step counts as one failure) and the exit code is non-zero when anything
 * failed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const VITEST_REPORT = join(results, 'vitest.json');
const PLAYWRIGHT_REPORT = join(results, 'e2e.json');
const FUZZ_REPORT = join(results, 'fuzz.json');

// node_modules/.bin first: the tools, and the pinned Node their `#!/usr/bin/env node` lines find.
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  PATH: [join(root, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH].join(delimiter),
};

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Tests counted from Vitest's JSON report. */
function vitestCounts(exitCode) {
  const report = readJson(VITEST_REPORT);
  if (!report) return { passed: 0, failed: 1, note: 'no report (counted as 1 failed)' };
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  let note = `${passed} passed, ${failed} failed`;
  // A suite that fails to load, or an unhandled error, fails the run without failing a test.
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note += ` but exit ${exitCode} (counted as 1 failed)`;
  }
  return { passed, failed, note };
}

/** Tests counted from Playwright's JSON report: flaky counts as passed, skipped not at all. */
function playwrightCounts(exitCode) {
  const report = readJson(PLAYWRIGHT_REPORT);
  if (!report?.stats) return { passed: 0, failed: 1, note: 'no report (counted as 1 failed)' };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const passed = expected + flaky;
  let failed = unexpected;
  let note = `${passed} passed${flaky ? ` (${flaky} flaky)` : ''}, ${failed} failed, ${skipped} skipped`;
  // e.g. a web server that did not start, or an error outside any test.
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note += ` but exit ${exitCode} (counted as 1 failed)`;
  }
  return { passed, failed, note };
}

/** Operations counted from the fuzz stage's report: an operation with any failure counts as failed. */
function fuzzCounts(exitCode) {
  const report = readJson(FUZZ_REPORT);
  if (!report) return { passed: 0, failed: 1, note: 'no report (counted as 1 failed)' };
  const { passed = 0, failed = 0, cases = 0, failures = 0 } = report;
  let counted = failed;
  let note = `${passed} operations passed, ${failed} failed (${cases} cases, ${failures} failures)`;
  if (exitCode !== 0 && counted === 0) {
    counted = 1;
    note += ` but exit ${exitCode} (counted as 1 failed)`;
  }
  return { passed, failed: counted, note };
}

const checkStep = (name, command, args) => ({ name, command, args, kind: 'check' });

const steps = [
  checkStep('type check', 'astro', ['check']),
  checkStep('lint', 'eslint', ['.']),
  checkStep('format', 'prettier', ['--check', '.']),
  // Unused files and dependencies (knip.jsonc), import rules (.dependency-cruiser*.cjs), and the OpenAPI
  // documents against Redocly's recommended rules (redocly.yaml): the package.json scripts, one definition.
  checkStep('unused code', 'npm', ['run', '--silent', 'lint:unused']),
  checkStep('dependency rules', 'npm', ['run', '--silent', 'lint:deps']),
  checkStep('OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi']),
  {
    name: 'unit and integration tests',
    command: 'vitest',
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_REPORT}`],
    count: vitestCounts,
  },
  // Every operation of every service's OpenAPI document, over HTTP (scripts/fuzz/run.ts).
  { name: 'API fuzz', command: 'tsx', args: ['scripts/fuzz/run.ts'], count: fuzzCounts },
  { ...checkStep('build', 'astro', ['build']), required: true },
  {
    name: 'end-to-end tests',
    command: 'playwright',
    args: ['test'],
    count: playwrightCounts,
    needsBuild: true,
  },
];

mkdirSync(results, { recursive: true });
// Totals must come from this run only.
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
rmSync(FUZZ_REPORT, { force: true });

const summary = [];
let passed = 0;
let failed = 0;
let built = true;
const started = Date.now();

for (const step of steps) {
  const line = `${step.command} ${step.args.join(' ')}`;
  if (step.needsBuild && !built) {
    console.log(`\n━━ ${step.name}: skipped, the build failed (counted as 1 failed)`);
    summary.push(`✗ ${step.name}: not run, the build failed`);
    failed += 1;
    continue;
  }
  console.log(`\n━━ ${step.name}: ${line}`);
  const stepStarted = Date.now();
  const code = await run(step.command, step.args);
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (step.count) {
    const counts = step.count(code);
    passed += counts.passed;
    failed += counts.failed;
    summary.push(`${counts.failed ? '✗' : '✓'} ${step.name}: ${counts.note} (${seconds} s)`);
  } else {
    if (code !== 0) failed += 1;
    if (code !== 0 && step.required) built = false;
    summary.push(
      `${code === 0 ? '✓' : '✗'} ${step.name}: ${code === 0 ? 'ok' : `exit ${code}`} (${seconds} s)`,
    );
  }
}

console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
