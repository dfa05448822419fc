/**
 * The fonts of the order documents' PDFs, embedded (as subsets of the glyphs used) so a PDF reads the
 * same on any machine: Noto Sans JP, SC and KR from the @embedpdf/fonts-* npm packages (SIL Open Font
 * License), installed by `npm install` alone, never the system's fonts. Latin, Indonesian and
 * Japanese text is set in Noto Sans JP; a character it lacks (simplified Chinese, Hangul) falls back to
 * SC, then KR, character by character, so a Korean hotel or a Chinese business name renders too. A PDF
 * written in Chinese or Korean sets its regular text in SC or KR first (issue 25), so the characters
 * the scripts share take the shapes its reader writes; its bold headings keep Noto Sans JP Bold, the
 * one bold face embedded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Locale } from '../../shared/i18n/languages';

export type FontKey = 'jp' | 'jpBold' | 'sc' | 'kr';

interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const require = createRequire(import.meta.url);

const FILES: Record<FontKey, { pkg: string; file: string }> = {
  jp: { pkg: '@embedpdf/fonts-jp', file: 'NotoSansJP-Regular.otf' },
  jpBold: { pkg: '@embedpdf/fonts-jp', file: 'NotoSansJP-Bold.otf' },
  sc: { pkg: '@embedpdf/fonts-sc', file: 'NotoSansHans-Regular.otf' },
  kr: { pkg: '@embedpdf/fonts-kr', file: 'NotoSansKR-Regular.otf' },
};

// Font files are read-only assets: each is read and parsed once per process, not once per PDF
// (the three regular faces are about 17 MB together).
const buffers = new Map<FontKey, Buffer>();
const coverage = new Map<FontKey, GlyphCoverage>();

/** The font file's bytes. The packages export only their metadata module: the files sit beside it. */
export function fontBytes(key: FontKey): Buffer {
  let bytes = buffers.get(key);
  if (!bytes) {
    const { pkg, file } = FILES[key];
    // dist/index.cjs -> ../fonts/<file>
    bytes = readFileSync(join(dirname(require.resolve(pkg)), '..', 'fonts', file));
    buffers.set(key, bytes);
  }
  return bytes;
}

function coverageOf(key: FontKey): GlyphCoverage {
  let font = coverage.get(key);
  if (!font) {
    const fontkit = require('fontkit') as { create(buffer: Buffer): GlyphCoverage };
    font = fontkit.create(fontBytes(key));
    coverage.set(key, font);
  }
  return font;
}

export interface TextRun {
  font: FontKey;
  text: string;
}

const FALLBACKS: readonly FontKey[] = ['sc', 'kr'];

/** The regular face a language's reader expects first, where it is not Noto Sans JP. */
const OWN_FACE: Partial<Record<Locale, FontKey>> = { 'zh-CN': 'sc', ko: 'kr' };

/** The fonts to try, in order, for text of a PDF in `locale`. */
function fontOrder(base: 'jp' | 'jpBold', locale: Locale | undefined): FontKey[] {
  const own = base === 'jp' && locale ? OWN_FACE[locale] : undefined;
  const order: FontKey[] = [base, ...FALLBACKS];
  return own ? [own, ...order.filter((key) => key !== own)] : order;
}

/**
 * The text cut into runs of one font each: the first font of the language's order that has the glyph
 * (the base font, then the fallbacks, unless the PDF's language has its own face). A character no
 * font has (an emoji) is written as "?" rather than an empty box.
 */
export function textRuns(text: string, base: 'jp' | 'jpBold' = 'jp', locale?: Locale): TextRun[] {
  const order = fontOrder(base, locale);
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const isSpace = /\s/.test(char);
    const font = isSpace
      ? (runs.at(-1)?.font ?? order[0]!)
      : order.find((key) => coverageOf(key).hasGlyphForCodePoint(codePoint));
    const shown = font ? char : '?';
    const key = font ?? order[0]!;
    const last = runs.at(-1);
    if (last && last.font === key) last.text += shown;
    else runs.push({ font: key, text: shown });
  }
  return runs;
}
