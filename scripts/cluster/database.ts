/**
 * Creating and dropping the cluster's PostgreSQL database (the CLI's default one, the tests' fresh ones)
 * and the benches' scratch databases.
 */
import pg from 'pg';

function split(databaseUrl: string): { adminUrl: string; name: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name in ${databaseUrl}: "${name}"`);
  url.pathname = '/postgres';
  return { adminUrl: url.toString(), name };
}

async function withAdmin<T>(
  databaseUrl: string,
  run: (client: pg.Client, name: string) => Promise<T>,
): Promise<T> {
  const { adminUrl, name } = split(databaseUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database when it does not exist; true when it was created. */
export function createDatabaseIfMissing(databaseUrl: string): Promise<boolean> {
  return withAdmin(databaseUrl, async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name}"`);
    return true;
  });
}

export function dropDatabase(databaseUrl: string): Promise<void> {
  return withAdmin(databaseUrl, async (client, name) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/**
 * Runs `work` on a new database `name` on the server of `serverUrl` and drops it afterwards, whatever
 * `work` does. A database of that name already there is an error, not reused: a bench measures a fresh one.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  name: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await withAdmin(databaseUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"`);
  });
  try {
    return await work(databaseUrl);
  } finally {
    await dropDatabase(databaseUrl);
  }
}
