/**
 * How the site's service clients reach a service. A base URL that is a path (the default, e.g.
 * /svc/main) is dispatched in process to the embedded services, which src/fetch.ts registers at start;
 * an absolute URL goes over the network. Either way the client speaks the same HTTP contract.
 */
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
  try {
    if (isEmbedded) {
      if (!embedded) throw new Error('embedded services are not registered');
      return await embedded(request);
    }
    return await fetch(request, { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new ServiceUnavailableError(service, error);
  }
}
