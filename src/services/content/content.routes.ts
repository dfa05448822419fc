import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ServiceEnv } from '../http/app-factory';
import { failed, success } from '../http/envelope';
import { readJsonBody } from '../http/validate';
import { requireToken } from '../auth/require-token';
import { PublicTokenRequestSchema } from '../account/account.schema';
import { issuePublicToken } from '../account/account.service';
import type { Platform } from '../platform/platform';
import { findEntry } from './content.repo';
import { CONTENT_TYPE_SCHEMAS } from './content.schema';

const KeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/));

/** Content calls carry the channel code (web) and the site code besides the bearer token (spec §7). */
function requireChannelHeaders(): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const channel = c.req.header('X-Channel-Code');
    const site = c.req.header('X-Site-Code');
    if (channel !== 'web') return failed(c, 400, 'The X-Channel-Code header must be "web"');
    if (!site || site.length > 64) return failed(c, 400, 'The X-Site-Code header is required');
    await next();
  };
}

/** Content API: menus and the home page (the content issue adds pages, insights, deals...). */
export function contentRoutes(platform: Platform) {
  const app = new Hono<ServiceEnv>();

  app.post('/Account/PublicToken', async (c) => {
    const { siteId } = await readJsonBody(c, PublicTokenRequestSchema);
    return c.json(await issuePublicToken(platform, siteId));
  });

  const reads = new Hono<ServiceEnv>();
  reads.use(requireToken(platform, ['public', 'account']), requireChannelHeaders());

  reads.get('/menus/:key', async (c) => {
    const key = v.safeParse(KeySchema, c.req.param('key'));
    if (!key.success) return failed(c, 404, 'Menu not found');
    const entry = await findEntry(platform, 'menu', key.output, { preview: c.req.query('preview') === '1' });
    if (!entry) return failed(c, 404, 'Menu not found');
    return success(c, v.parse(CONTENT_TYPE_SCHEMAS.menu, entry.data));
  });

  reads.get('/home', async (c) => {
    const entry = await findEntry(platform, 'home', 'home', { preview: c.req.query('preview') === '1' });
    if (!entry) return failed(c, 404, 'The home page has not been published');
    return success(c, v.parse(CONTENT_TYPE_SCHEMAS.home, entry.data));
  });

  app.route('/', reads);
  return app;
}
