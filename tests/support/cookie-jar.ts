import type { AstroCookies } from 'astro';

/** Astro's cookies API over a Map: what the BFF reads and sets, kept for the next call. */
export function cookieJar(): { jar: Map<string, string>; cookies: AstroCookies } {
  const jar = new Map<string, string>();
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name) as string } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  } as unknown as AstroCookies;
  return { jar, cookies };
}
