/**
 * The scaled topology starts (issue 14): 2 service instances migrating one empty PostgreSQL together,
 * nginx, 2 site instances; ready through nginx, and the requests spread over every instance. Helper A's
 * ports (8120 nginx, 8130.. instances) and Redis db 1.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, it } from 'vitest';
import { parseAccessLog } from '../../scripts/cluster/nginx-conf';
import { migrations } from '../../src/services/db/migrations/index';
import { clusterForFile } from './support/cluster-for-file';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ctg_a_cluster_start';
const started = clusterForFile(8120, DATABASE_URL);
const { logs } = started;

it('migrates an empty database once while two service instances start together', async () => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; n: string }>(
      'SELECT id, count(*) AS n FROM schema_migrations GROUP BY id ORDER BY id',
    );
    expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id).sort());
  } finally {
    await client.end();
  }
  // Both instances started on it (neither failed on the other's half-made schema).
  const services = started.cluster!.instances.filter((instance) => instance.kind === 'services');
  expect(services.map((instance) => instance.pid())).not.toContain(undefined);
  expect(logs.filter((line) => /refusing|error/i.test(line) && /"level":(50|60)/.test(line))).toEqual([]);
});

it('is ready through nginx and spreads requests over every site and service instance', async () => {
  const ready = await fetch(`${started.cluster!.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready' });

  const rounds = 12;
  for (let i = 0; i < rounds; i++) {
    const page = await fetch(`${started.cluster!.url}/`);
    expect(page.status).toBe(200);
    await page.text();
  }
  const entries = parseAccessLog(readFileSync(started.cluster!.accessLogPath, 'utf8'));
  const byUpstream = (match: (uri: string) => boolean) => {
    const counts: Record<string, number> = {};
    for (const entry of entries.filter((e) => match(e.uri))) {
      for (const upstream of entry.upstreams) counts[upstream] = (counts[upstream] ?? 0) + 1;
    }
    return counts;
  };
  const sites = byUpstream((uri) => !uri.startsWith('/svc/'));
  const services = byUpstream((uri) => uri.startsWith('/svc/'));
  console.log('requests by site instance:', sites, 'by service instance:', services);
  for (const instance of started.cluster!.instances) {
    const counts = instance.kind === 'site' ? sites : services;
    expect(counts[`127.0.0.1:${instance.port}`] ?? 0, instance.name).toBeGreaterThan(0);
  }
});

it('keeps the services port off the public one: /svc/ through the public port is the site, not a service', async () => {
  const answer = await fetch(`${started.cluster!.url}/svc/main/readyz`);
  expect(answer.headers.get('content-type') ?? '').toContain('text/html');
});

it("gives the services the traveller's address nginx forwarded, not nginx's own", async () => {
  // A wrong password for the demo account records a security event with the address the site passed on.
  const answer = await fetch(`${started.cluster!.url}/api/loginToken`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: started.cluster!.url,
      'X-Forwarded-For': '203.0.113.7',
    },
    body: JSON.stringify({ username: 'demo@ctg.example', password: 'not-the-password' }),
  });
  expect(answer.status).toBeLessThan(500);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ ip: string }>(
      "SELECT ip FROM security_events WHERE type = 'sign-in-failed'",
    );
    // nginx appended its peer (127.0.0.1, a trusted proxy) after what the client sent.
    expect(rows.map((row) => row.ip)).toEqual(['203.0.113.7']);
  } finally {
    await client.end();
  }
});
