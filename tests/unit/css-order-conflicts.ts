import postcss from 'postcss';

/**
 * Two one-class rules in different stylesheets, in the same layer and the same @media/@supports, that
 * set the same property on one element: which wins depends on the order the bundler loads the files
 * in, and that order changes when a page's imports change (the results row grew from 97 to 111 px on
 * 2026-11-30 when `.btn` started to load after `.btn-compact`). A modifier names its base as well
 * (`.btn.btn-compact`), which wins in any order and drops out of this check.
 *
 * What it cannot see: properties a rule gets through Tailwind's @apply, and class lists that span lines
 * or are built at run time. It catches the common case, not every case.
 */
export interface OrderConflict {
  classes: [string, string];
  files: [string, string];
  properties: string[];
}

interface ClassRule {
  className: string;
  file: string;
  /** The enclosing @layer, @media and @supports, outermost first. */
  context: string;
  properties: Set<string>;
}

const ONE_CLASS = /^\.([\w-]+)$/;

export function oneClassRules(file: string, css: string): ClassRule[] {
  const rules: ClassRule[] = [];
  postcss.parse(css).walkRules((rule) => {
    const context: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
      if (parent.type === 'atrule')
        context.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`);
      else context.unshift('nested');
    }
    const properties = new Set<string>();
    rule.each((node) => {
      if (node.type === 'decl') properties.add(node.prop);
    });
    for (const selector of rule.selectors) {
      const match = ONE_CLASS.exec(selector.trim());
      if (match?.[1]) rules.push({ className: match[1], file, context: context.join(' > '), properties });
    }
  });
  return rules;
}

/** The class lists written in markup: quoted strings on lines that set `class` or `className`. */
export function classListsIn(source: string): string[][] {
  const lists: string[][] = [];
  for (const line of source.split('\n')) {
    if (!/\bclass(Name)?\s*=|class:list/.test(line)) continue;
    for (const [, , text] of line.matchAll(/(["'`])([^"'`]*?)\1/g)) {
      const classes = (text ?? '').split(/\s+/).filter(Boolean);
      if (classes.length > 1) lists.push(classes);
    }
  }
  return lists;
}

export function orderConflicts(rules: ClassRule[], classLists: string[][]): OrderConflict[] {
  const byClass = new Map<string, ClassRule[]>();
  for (const rule of rules) byClass.set(rule.className, [...(byClass.get(rule.className) ?? []), rule]);
  const found = new Map<string, OrderConflict>();
  for (const classes of classLists) {
    for (const first of classes) {
      for (const second of classes) {
        if (first >= second) continue;
        for (const a of byClass.get(first) ?? []) {
          for (const b of byClass.get(second) ?? []) {
            if (a.file === b.file || a.context !== b.context) continue;
            const properties = [...a.properties].filter((property) => b.properties.has(property));
            if (properties.length === 0) continue;
            found.set(`${first} ${second}`, {
              classes: [first, second],
              files: [a.file, b.file],
              properties,
            });
          }
        }
      }
    }
  }
  return [...found.values()];
}
