/**
 * One traveller's browser for the load scenario: a cookie jar (the site keeps the public token in
 * HttpOnly cookies, ADR 003), same-origin JSON calls to the BFF (/api/*) with the Origin header a browser
 * sends, page GETs that follow redirects as a browser does, and the islands' resend rule for calls that
 * carry an Idempotency-Key (payment-client.ts isLostAnswer + use-card-payment.ts withResend: a network
 * error or a 502/503/504 is resent with the same key, 3 attempts, 1 s then 2 s apart).
 *
 * Every response is counted by status (`status.<code>`, `status.neterr`) through the Recorder, which the
 * Artillery processor maps to `events.emit('counter' | 'histogram', ...)`.
 */

export interface Recorder {
  counter(name: string, value?: number): void;
  histogram(name: string, value: number): void;
}

/** A call that went wrong in a way the traveller would see; the journey ends with it. */
export class JourneyError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${step}: ${status || 'network error'} ${detail}`.trim());
  }
}

export interface Answer<T> {
  status: number;
  /** The envelope's status ("Success", "Failed", "Error"), or '' when the body was not an envelope. */
  outcome: string;
  message: string;
  data: T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statuses after which the islands resend the same call with the same key (a lost answer). */
export const isLostStatus = (status: number) => status === 0 || status >= 502;

/** Per request: long enough for a slow search under load, short enough that a hung call ends. */
const REQUEST_TIMEOUT_MS = 30_000;

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the Set-Cookie headers of a response: a cookie set empty or already expired is removed. */
  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

export class Browser {
  readonly jar = new CookieJar();

  constructor(
    readonly origin: string,
    private readonly recorder: Recorder,
  ) {}

  private async send(url: string, init: RequestInit): Promise<Response | null> {
    try {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      this.recorder.counter(`status.${response.status}`);
      return response;
    } catch {
      this.recorder.counter('status.neterr');
      return null;
    }
  }

  /** GET a page as a navigation, following up to 3 redirects; answers the final status (0: network). */
  async page(path: string): Promise<{ status: number; location: string; html: string }> {
    let url = new URL(path, this.origin).href;
    for (let hop = 0; ; hop += 1) {
      const response = await this.send(url, {
        headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip', Cookie: this.jar.header() },
      });
      if (!response) return { status: 0, location: url, html: '' };
      this.jar.store(response.headers.getSetCookie());
      const next = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && next && hop < 3) {
        await response.body?.cancel();
        url = new URL(next, url).href;
        continue;
      }
      return { status: response.status, location: url, html: await response.text() };
    }
  }

  /** One JSON POST (or GET) to a same-origin BFF path, as an island's fetch sends it. */
  async api<T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await this.send(new URL(path, this.origin).href, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        Origin: this.origin,
        Cookie: this.jar.header(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response) return { status: 0, outcome: '', message: 'network error', data: undefined as T };
    this.jar.store(response.headers.getSetCookie());
    const text = await response.text();
    try {
      const json = JSON.parse(text) as { status?: string; message?: string; data?: T };
      return {
        status: response.status,
        outcome: json.status ?? '',
        message: json.message ?? '',
        data: json.data as T,
      };
    } catch {
      return { status: response.status, outcome: '', message: text.slice(0, 80), data: undefined as T };
    }
  }

  /**
   * A call that changes something, with its Idempotency-Key, resent with the same key after a lost
   * answer exactly as the payment islands do. Each resend is counted (`resend.<step>`).
   */
  async idempotent<T>(step: string, path: string, body: unknown, key: string): Promise<Answer<T>> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.api<T>(path, body, { 'Idempotency-Key': key });
      if (!isLostStatus(answer.status) || attempt >= 3) return answer;
      this.recorder.counter(`resend.${step}`);
      await sleep(1_000 * attempt);
    }
  }

  /** The answer's data, or a JourneyError naming the step. */
  static must<T>(step: string, answer: Answer<T>): T {
    if (answer.status >= 300 || (answer.outcome && answer.outcome !== 'Success')) {
      throw new JourneyError(step, answer.status, answer.message.slice(0, 80));
    }
    return answer.data;
  }
}
