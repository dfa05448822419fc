// @ts-check
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';
import { precompressAssets } from './src/lib/build/precompress-assets.mjs';
import { buildRedirects } from './src/lib/routing/redirects.mjs';

// Every build gets an id; pages with islands compare it with the deployed one (see build-check).
const BUILD_ID =
  process.env.BUILD_ID || `${new Date().toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;

/** Writes the build id where /api/checkCacheFile reads "the latest build" (a deploy replaces it). */
const buildIdFile = () => {
  /** @type {URL | undefined} */
  let clientDir;
  return {
    name: 'ctg-build-id-file',
    hooks: {
      /** @param {{ config: import('astro').AstroConfig }} options */
      'astro:config:done': ({ config }) => {
        clientDir = config.build.client;
      },
      'astro:build:done': async () => {
        if (!clientDir) return;
        await writeFile(new URL('build.json', clientDir), JSON.stringify({ buildId: BUILD_ID }) + '\n');
      },
    },
  };
};

const optionalUrl = () => envField.string({ context: 'server', access: 'secret', optional: true, url: true });

export default defineConfig({
  output: 'server',
  // 4 MB: the largest body any endpoint takes is a 2 MB picture as base64 in JSON.
  adapter: node({ mode: 'standalone', bodySizeLimit: 4 * 1024 * 1024 }),
  integrations: [react(), buildIdFile(), precompressAssets()],
  // Pages anonymous visitors see are kept in memory and purged by cache tags when content changes
  // (ADR 009; src/lib/cache). The provider reads ROUTE_CACHE_ENTRIES and ROUTE_CACHE_MAX_MB at start.
  cache: {
    provider: { name: 'ctg-route-cache', entrypoint: './src/lib/cache/route-cache-provider.server.ts' },
  },
  redirects: buildRedirects('./src/lib/routing/redirect-manifest.json'),
  i18n: {
    locales: ['en', 'id', 'ja', 'ko', 'zh-CN'],
    defaultLocale: 'en',
    routing: 'manual',
  },
  security: {
    // Cross-site requests are refused for every content type, before Astro, by src/fetch.ts
    // (src/lib/routing/cross-site-guard.ts); Astro's own check looks at form content types only.
    checkOrigin: false,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  env: {
    schema: {
      PRODUCT_NAME: envField.string({ context: 'server', access: 'secret', default: 'CTG Business Class' }),
      SITE_ID: envField.string({ context: 'server', access: 'secret', default: 'ctg-au-web' }),
      SUPPORT_PHONE: envField.string({ context: 'server', access: 'secret', default: '1300 282 844' }),
      MAIN_API_URL: optionalUrl(),
      BOOKING_API_URL: optionalUrl(),
      HOTEL_API_URL: optionalUrl(),
      CONTENT_API_URL: optionalUrl(),
      ALLOWED_EXTERNAL_HOSTS: envField.string({ context: 'server', access: 'secret', default: '' }),
      TRUSTED_PROXIES: envField.string({ context: 'server', access: 'secret', default: '' }),
      BUILD_FILE: envField.string({ context: 'server', access: 'secret', default: 'dist/client/build.json' }),
      VISUAL_EDITOR: envField.boolean({ context: 'server', access: 'secret', default: false }),
      CONTENT_ADMIN_URL: optionalUrl(),
      // A Google Tag Manager container (GTM-…), loaded after the visitor's consent; none by default.
      GTM_CONTAINER_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
      CONTENT_CHANGES_POLL_MS: envField.number({
        context: 'server',
        access: 'secret',
        default: 2000,
        int: true,
        gt: -1,
      }),
    },
  },
  vite: {
    define: { 'import.meta.env.BUILD_ID': JSON.stringify(BUILD_ID) },
    plugins: [tailwindcss()],
    ssr: {
      // pdfkit reads its font metrics beside its own files (__dirname): it must load from node_modules.
      external: [
        '@electric-sql/pglite',
        'pg',
        'pino',
        'ioredis',
        '@node-rs/argon2',
        'nodemailer',
        'pdfkit',
        'fontkit',
      ],
    },
  },
  // No Astro sessions: state lives in cookies and the services (and the Node adapter's default driver
  // bakes an absolute node_modules path into the build).
  session: false,
  markdown: { syntaxHighlight: false },
  // Scripts and styles are linked under /static, where no file lives, so src/fetch.ts serves them
  // precompressed (ADR 010); the adapter's static server cannot compress. Images keep their own path:
  // the image endpoint reads them from disk by it.
  build: {
    inlineStylesheets: 'never',
    assetsPrefix: { js: '/static', mjs: '/static', css: '/static', fallback: '/' },
  },
});
