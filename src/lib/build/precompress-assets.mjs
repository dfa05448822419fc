// @ts-check
/**
 * Build step (an Astro integration, astro.config.mjs): writes a Brotli (.br) and a gzip (.gz) copy of
 * every script, stylesheet and SVG Astro emits into dist/client/_astro, so the site can send them
 * compressed without compressing on every request (src/lib/routing/encoded-assets.server.ts serves them; a
 * CDN or nginx `gzip_static`/`brotli_static` in front can use the same files).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE_ASSET = /\.(js|mjs|css|svg|json|map)$/;

/**
 * Compresses the files of one folder; returns how many it wrote (originals stay as they are).
 * @param {string} folder
 */
export async function precompressFolder(folder) {
  let written = 0;
  for (const name of await readdir(folder)) {
    if (!COMPRESSIBLE_ASSET.test(name)) continue;
    const raw = await readFile(join(folder, name));
    const brotli = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    await writeFile(join(folder, `${name}.br`), brotli);
    await writeFile(join(folder, `${name}.gz`), gzipSync(raw, { level: 9 }));
    written += 1;
  }
  return written;
}

export function precompressAssets() {
  /** @type {URL | undefined} */
  let clientDir;
  /** @type {string} */
  let assetsDir = '_astro';
  return {
    name: 'ctg-precompress-assets',
    hooks: {
      /** @param {{ config: import('astro').AstroConfig }} options */
      'astro:config:done': ({ config }) => {
        clientDir = config.build.client;
        assetsDir = config.build.assets;
      },
      /** @param {{ logger: import('astro').AstroIntegrationLogger }} options */
      'astro:build:done': async ({ logger }) => {
        if (!clientDir) return;
        const written = await precompressFolder(join(fileURLToPath(clientDir), assetsDir));
        logger.info(`${written} assets precompressed (br, gz)`);
      },
    },
  };
}
