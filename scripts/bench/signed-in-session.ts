/**
 * A signed-in session on a running site, for benchmarks of pages that need one (/hotel/result and
 * /hotel/detail send guests to /account): the seeded demo account (README) signs in with its password
 * and the emailed code read from the development outbox, as a traveller would. Answers the Cookie
 * header the site set.
 */
export const DEMO = { username: 'demo@ctg.example', password: 'Harbour-Bridge-2026!' };
const CODE = /\n\s+(\d{6})\s*\n/;

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
}

export async function emailedCode(site: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${site}/dev/outbox.json?to=${encodeURIComponent(DEMO.username)}&limit=5`);
    const emails = ((await response.json()) as { data: { emails: { text: string; createdAt: string }[] } })
      .data.emails;
    for (const email of emails) {
      if (Date.parse(email.createdAt) < after - 1000) continue;
      const match = email.text.match(CODE);
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no sign-in code reached the outbox');
}

export async function signInDemo(site: string): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${site}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const started = Date.now();
  const login = await post('/api/loginToken', DEMO);
  if (!login.ok) throw new Error(`sign-in refused: ${login.status}`);
  const challenge = cookiesOf(login).join('; ');
  const verified = await post('/api/authToken', { code: await emailedCode(site, started) }, challenge);
  if (!verified.ok) throw new Error(`code refused: ${verified.status}`);
  return [...cookiesOf(login), ...cookiesOf(verified)].join('; ');
}
