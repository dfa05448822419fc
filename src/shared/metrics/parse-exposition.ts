/**
 * A strict reader of the Prometheus text exposition format (0.0.4), enough to check what an instance
 * serves and to read figures back from a scrape: every line is a comment (# HELP / # TYPE), blank, or
 * `name{label="value",...} number`; anything else throws, so a malformed exposition fails its test.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
const COMMENT = /^#\s+(HELP|TYPE)\s+[a-zA-Z_:][a-zA-Z0-9_:]*(\s.*)?$/;

export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || COMMENT.test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not Prometheus text: ${line}`);
    const value = Number(match[4] === '+Inf' ? Infinity : match[4] === '-Inf' ? -Infinity : match[4]);
    if (Number.isNaN(value) && match[4] !== 'NaN')
      throw new Error(`line ${index + 1}: bad value ${match[4]}`);
    samples.push({ name: match[1]!, labels: parseLabels(match[3] ?? '', index + 1), value });
  }
  return samples;
}

function parseLabels(text: string, lineNumber: number): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`line ${lineNumber}: bad labels {${text}}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  }
  return labels;
}

/** The sum of the samples named `name` whose labels include every one of `where`. */
export function sumOf(samples: Sample[], name: string, where: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(where).every(([key, value]) => sample.labels[key] === value))
    .reduce((total, sample) => total + sample.value, 0);
}
