import { defineConfig } from 'vitest/config';

// `npm run test:faults` (issue 14): each file starts a real cluster (nginx, site and service instances over
// PostgreSQL and Redis) and breaks one part of it. They share the machine's two cores and ports, so they
// run one file at a time; budgets are for real work (starting instances, a 10-second outage), not speed.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
