/**
 * "A new endpoint without a schema fails the stage": the routes each service app registers (Hono's
 * app.routes) that declare no contract, found by building the apps in process over a throwaway
 * in-memory database.
 */
import { createServices } from '../../src/services/app';
import { buildServiceDocuments } from '../../src/services/http/openapi-files';
import { openDatabase } from '../../src/services/platform/db';
import { createPlatform } from '../../src/services/platform/platform';

export interface UndocumentedRoute {
  service: string;
  method: string;
  path: string;
}

export async function findUndocumentedRoutes(): Promise<UndocumentedRoute[]> {
  const platform = await createPlatform({ LOG_LEVEL: 'silent' }, { database: await openDatabase({}) });
  try {
    const documents = buildServiceDocuments(createServices(platform, { apiReference: true }));
    return Object.entries(documents).flatMap(([service, { undocumented }]) =>
      undocumented.map((route) => ({ service, ...route })),
    );
  } finally {
    await platform.close();
  }
}
