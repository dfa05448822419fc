/**
 * The fonts of the order documents' PDFs, embedded (as subsets of the glyphs used) so a PDF reads the
 * same on any machine: Noto Sans JP, SC and KR from the @embedpdf/fonts-* npm packages (SIL Open Font
 * License), installed by `npm install` alone, never the system's fonts. Latin, Indonesian and
 * Japanese text is set in Noto Sans JP; a character it lacks (simplified Chinese, Hangul) falls back to
 * SC, then KR, character by character, so a Korean hotel or a Chinese business name renders too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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

/**
 * The text cut into runs of one font each: the base font where it has the glyph, else the first
 * fallback that has it. A character no font has (an emoji) is written as "?" rather than an empty box.
 */
export function textRuns(text: string, base: 'jp' | 'jpBold' = 'jp'): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const isSpace = /\s/.test(char);
    const font = isSpace
      ? (runs.at(-1)?.font ?? base)
      : [base, ...FALLBACKS].find((key) => coverageOf(key).hasGlyphForCodePoint(codePoint));
    const shown = font ? char : '?';
    const key = font ?? base;
    const last = runs.at(-1);
    if (last && last.font === key) last.text += shown;
    else runs.push({ font: key, text: shown });
  }
  return runs;
}
