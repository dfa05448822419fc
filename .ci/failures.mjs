/**
 * Names every failed test of the given Vitest and Playwright JSON reports, with the first line of its
 * error, so the end of CI's output says what failed: only its tail may be kept, and the failures of an
 * early stage (npm test, the PostgreSQL run) scroll far above it.
 * Usage: node .ci/failures.mjs <report.json>... (missing reports are skipped; never fails CI itself).
 */
import { existsSync, readFileSync } from 'node:fs';

const MAX_LINES = 40;
// The colour codes Vitest writes into its messages (ESC [ … m).
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(COLOUR, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

/** Vitest: per file, assertion results; a file that failed before its tests ran has only a message. */
function vitestFailures(report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      found.push(`${file.name}: ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) {
      // No message: the file did not finish (its test process stopped under it); name where it stopped.
      const unfinished = (file.assertionResults ?? []).filter((test) => test.status !== 'passed');
      const where = unfinished.length
        ? `did not finish; not run: ${unfinished.map((test) => test.title).join('; ')}`
        : 'did not finish (an error outside its tests: see the stage\'s "Unhandled" lines)';
      found.push(`${file.name}: ${firstLine(file.message) || where.slice(0, 400)}`);
    }
  }
  return found;
}

/** Playwright: suites nest; a test failed when Playwright marks it unexpected (a flaky one passed). */
function playwrightFailures(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        found.push(
          `${spec.file}: ${[...titles, spec.title].join(' › ')} — ${firstLine(result?.error?.message)}`,
        );
      }
    }
    // The top suites are the spec files; those below them are describe blocks, whose titles name the test.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

for (const path of process.argv.slice(2)) {
  if (!existsSync(path)) continue;
  let report;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.log(`${path}: unreadable (${error.message})`);
    continue;
  }
  const found = 'testResults' in report ? vitestFailures(report) : playwrightFailures(report);
  if (found.length === 0) continue;
  console.log(`failed in ${path}:`);
  for (const line of found.slice(0, MAX_LINES)) console.log(`  ${line}`);
  if (found.length > MAX_LINES) console.log(`  … and ${found.length - MAX_LINES} more`);
}
