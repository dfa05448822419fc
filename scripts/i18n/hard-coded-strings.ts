/**
 * Finds user-visible English written straight into .astro and .tsx files instead of coming from the
 * i18next resources (issue 13): text between tags, text attributes a person reads or hears
 * (aria-label, placeholder, title, alt, label...), and, in .tsx, string literals that read as a
 * sentence or a label ("Search again"). Run `npx tsx scripts/i18n/hard-coded-strings.ts [files]` to
 * list them; hard-coded-strings.test.ts fails while any remain.
 */
import { parse } from '@astrojs/compiler';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface HardCodedString {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value is read or announced to the traveller. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
]);

/**
 * Words that are the same in every language of the site: the brand, airline and alliance names,
 * codes and units a traveller sees untranslated everywhere.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'CTG',
  'Club Travel Group',
  'IATA',
  'BPAY',
  'EFT',
  'Visa',
  'Mastercard',
  'Amex',
  'PayID',
  'QF 1234567',
]);

/** Pages that are not part of the product a traveller sees (the developer's outbox, preview tools). */
const NOT_USER_FACING = [/^src\/pages\/dev\//];

function isWords(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed || SAME_IN_EVERY_LANGUAGE.has(trimmed)) return false;
  return /[A-Za-z]{2,}/.test(trimmed);
}

// A literal reads as words for a person when it starts with a capital and has a lower-case word after
// a space ("Search again", "Price per night"), or is one capitalised word followed by punctuation.
function readsAsProse(text: string): boolean {
  return (
    /^[A-Z][a-z']*( [A-Za-z][a-z']*)+[.!?:]?$/.test(text.trim()) && !SAME_IN_EVERY_LANGUAGE.has(text.trim())
  );
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

function scanTsx(file: string, source: string): HardCodedString[] {
  const found: HardCodedString[] = [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const report = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(tree);
      if (TEXT_ATTRIBUTES.has(name) && isWords(node.initializer.text))
        report(node, `${name}="${node.initializer.text}"`);
      return;
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && readsAsProse(node.text)) {
      const parent = node.parent;
      const isKey = ts.isPropertyAssignment(parent) && parent.name === node;
      const isTypeOnly = ts.isLiteralTypeNode(parent);
      if (!isKey && !isTypeOnly) report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

interface AstroNode {
  type: string;
  name?: string;
  value?: string;
  kind?: string;
  children?: AstroNode[];
  attributes?: AstroNode[];
  position?: { start: { offset: number } };
}

async function scanAstro(file: string, source: string): Promise<HardCodedString[]> {
  const found: HardCodedString[] = [];
  const { ast } = await parse(source, { position: true });
  const at = (node: AstroNode) => lineOf(source, node.position?.start.offset ?? 0);
  const visit = (node: AstroNode, parentType: string): void => {
    if (node.type === 'frontmatter' || node.name === 'script' || node.name === 'style') return;
    if (node.type === 'text' && parentType !== 'expression' && isWords(node.value ?? '')) {
      found.push({ file, line: at(node), text: (node.value ?? '').replace(/\s+/g, ' ').trim() });
    }
    for (const attribute of node.attributes ?? []) {
      if (
        attribute.kind === 'quoted' &&
        TEXT_ATTRIBUTES.has(attribute.name ?? '') &&
        isWords(attribute.value ?? '')
      ) {
        found.push({ file, line: at(attribute), text: `${attribute.name}="${attribute.value}"` });
      }
    }
    for (const child of node.children ?? []) visit(child, node.type);
  };
  visit(ast as AstroNode, 'root');
  return found;
}

export function userInterfaceFiles(): string[] {
  return execFileSync('git', [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    'src/**/*.tsx',
    'src/**/*.astro',
  ])
    .toString()
    .split('\n')
    .filter(
      (file) => file && !/\.test\.tsx$/.test(file) && !NOT_USER_FACING.some((pattern) => pattern.test(file)),
    );
}

export async function findHardCodedStrings(files: string[]): Promise<HardCodedString[]> {
  const found: HardCodedString[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    found.push(...(file.endsWith('.astro') ? await scanAstro(file, source) : scanTsx(file, source)));
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : userInterfaceFiles();
  const found = await findHardCodedStrings(files);
  for (const item of found) console.log(`${item.file}:${item.line}  ${item.text}`);
  console.log(`${found.length} hard-coded strings in ${new Set(found.map((item) => item.file)).size} files`);
}
