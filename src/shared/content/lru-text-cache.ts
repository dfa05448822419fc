/**
 * A least-recently-used map from text to text, bounded both in entries and in the total length of its
 * keys and values, so a stream of distinct inputs cannot grow it past its budget. Single process,
 * synchronous; values are immutable strings, so handing the same one to every caller is safe.
 */
export class LruTextCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    const size = key.length + value.length;
    this.delete(key);
    // One text larger than the whole budget would evict everything and still not fit.
    if (size > this.maxChars) return;
    while (this.entries.size >= this.maxEntries || this.chars + size > this.maxChars) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, value);
    this.chars += size;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Total length of the keys and values held. */
  get totalChars(): number {
    return this.chars;
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }

  private delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.chars -= key.length + value.length;
  }
}
