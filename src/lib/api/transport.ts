/**
 * How the site's service clients reach a service. A base URL that is a path (the default, e.g.
 * /svc/main) is dispatched in process to the embedded services, which src/fetch.ts registers at start;
 * an absolute URL goes over the network. Either way the client speaks the same HTTP contract.
 */
import { observeUpstream } from '../metrics/site-metrics';

export type Dispatch = (request: Request) => Promise<Response>;

let embedded: Dispatch | undefined;

/** Called once by the request entry (src/fetch.ts) with the embedded services' handler. */
export function registerEmbeddedServices(dispatch: Dispatch): void {
  embedded = dispatch;
}

// Requests dispatched in process still need an absolute URL; the host is never resolved.
const EMBEDDED_ORIGIN = 'http://embedded.services.internal';

/** Thrown when a service cannot be reached at all; pages answer it with the 502 page. */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    cause?: unknown,
  ) {
    super(`The ${service} service could not be reached`, { cause });
    this.name = 'ServiceUnavailableError';
  }
}

export async function sendToService(
  service: string,
  baseUrl: string,
  path: string,
  init: RequestInit,
): Promise<Response> {
  const isEmbedded = baseUrl.startsWith('/');
  const url = `${isEmbedded ? EMBEDDED_ORIGIN : ''}${baseUrl.replace(/\/$/, '')}${path}`;
  const request = new Request(url, init);
  let response: Response;
  const started = performance.now();
  try {
    if (isEmbedded) {
      if (!embedded) throw new Error('embedded services are not registered');
      response = await embedded(request);
    } else {
      response = await fetch(request, { signal: AbortSignal.timeout(15_000) });
    }
  } catch (error) {
    observeUpstream(service, undefined, (performance.now() - started) / 1000);
    throw new ServiceUnavailableError(service, error);
  }
  // Time to the answer's headers: a streamed body is the page's time, not the service's.
  observeUpstream(service, response.status, (performance.now() - started) / 1000);
  // A service whose own database is away answers 503 with Retry-After (services/http/app-factory.ts):
  // for the visitor that is the booking systems being unreachable, the 502 page, not a failure of ours.
  if (isUnavailableAnswer(response)) {
    await response.body?.cancel();
    throw new ServiceUnavailableError(service, new Error(`${service} answered 503`));
  }
  return response;
}

/** A 503 with Retry-After: the service as a whole is temporarily unavailable (not one refused request). */
function isUnavailableAnswer(response: Response): boolean {
  return response.status === 503 && response.headers.has('Retry-After');
}
