import type { APIRoute } from 'astro';
import { bffEndpoint, envelopeResponse } from '../../lib/api/bff';
import { readLatestBuildId } from '../../lib/build/latest-build.server';
import { siteConfig } from '../../lib/config.server';

/**
 * The hourly build check: answers the id of the latest deployed build (from the build file a deploy
 * writes) and the id of the build answering. Pages with islands compare it with their own id.
 */
export const POST: APIRoute = bffEndpoint(async () => {
  const latest = await readLatestBuildId(siteConfig.buildFile);
  return envelopeResponse('Success', 200, '', {
    buildId: latest ?? siteConfig.buildId,
    servingBuildId: siteConfig.buildId,
  });
});
