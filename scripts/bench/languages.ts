/**
 * npm run bench:languages: what each interface language costs a page (issue 13). For the key pages
 * in every language it prints the gzip -9 bytes of script the page loads at open (the budgets: home
 * ≤ 90 KB, results ≤ 120 KB; the same in every language, since text travels as island props) and
 * the gzip bytes of the text handed to its islands (the `props` of each astro-island: only the active
 * language's keys). Run after `npm run build`; BENCH_SITE_URL measures a running site instead.
 */
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { kilobytes, pageScriptBytes, startBuiltSite } from './page-script-bytes';

const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
const PAGES: [name: string, path: string][] = [
  ['home', '/'],
  [
    'results',
    `/flight/result?trip=return&from=SYD&fromType=A&to=LHR&toType=A&depart=${month}-12&return=${month}-26&adults=1&cabin=Business`,
  ],
  ['sign-in', '/account'],
  ['deals', '/deals'],
];

function islandPropsBytes(html: string): number {
  const props = [...html.matchAll(/<astro-island[^>]*?\sprops="([^"]*)"/g)].map((match) => match[1]!);
  return gzipSync(props.join('\n'), { level: 9 }).length;
}

const started = await startBuiltSite();
if (!started) {
  console.error('bench:languages: no built site (run npm run build first)');
  process.exit(1);
}
try {
  console.log('page      language  script at open  island text (gzip)');
  for (const [name, path] of PAGES) {
    const script = await pageScriptBytes(started.site, path, 'dist/client');
    for (const { code } of LANGUAGES) {
      const response = await fetch(`${started.site}${path}`, { headers: { Cookie: `ctg_lang=${code}` } });
      const html = await response.text();
      const row = [
        name.padEnd(9),
        code.padEnd(9),
        kilobytes(script.level9).padStart(14),
        kilobytes(islandPropsBytes(html)).padStart(19),
      ];
      console.log(row.join(' '), response.status === 200 ? '' : `(HTTP ${response.status})`);
    }
  }
} finally {
  started.stop();
}
