import type { APIRoute } from 'astro';
import { serviceBaseUrls, type ServiceName } from '../lib/config.server';
import { sendToService } from '../lib/api/transport';

/** Readiness: every service answers its own check (embedded: database up, migrations applied). */
export const GET: APIRoute = async () => {
  const names = Object.keys(serviceBaseUrls) as ServiceName[];
  const results = await Promise.all(
    names.map(async (name) => {
      try {
        const response = await sendToService(name, serviceBaseUrls[name], '/readyz', { method: 'GET' });
        return [name, response.ok ? 'ready' : `not ready (${response.status})`] as const;
      } catch {
        return [name, 'unreachable'] as const;
      }
    }),
  );
  const ready = results.every(([, state]) => state === 'ready');
  return new Response(
    JSON.stringify({ status: ready ? 'ready' : 'not ready', services: Object.fromEntries(results) }),
    {
      status: ready ? 200 : 503,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    },
  );
};
