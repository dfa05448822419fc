import {
  ALLOWED_EXTERNAL_HOSTS,
  BOOKING_API_URL,
  BUILD_FILE,
  CONTENT_ADMIN_URL,
  CONTENT_API_URL,
  CONTENT_CHANGES_POLL_MS,
  GTM_CONTAINER_ID,
  HOTEL_API_URL,
  MAIN_API_URL,
  PRODUCT_NAME,
  SITE_ID,
  SUPPORT_PHONE,
  TRUSTED_PROXIES,
  VISUAL_EDITOR,
} from 'astro:env/server';
import { parseGtmContainerId } from '../features/consent/tag-manager';

/** Site configuration, read at run time (astro:env secrets), each with a working default. */
export const siteConfig = {
  productName: PRODUCT_NAME,
  siteId: SITE_ID,
  supportPhone: SUPPORT_PHONE,
  allowedExternalHosts: ALLOWED_EXTERNAL_HOSTS.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  buildFile: BUILD_FILE,
  /** Proxies whose X-Forwarded-Proto is believed: comma-separated IPs and CIDR blocks (none by default). */
  trustedProxies: TRUSTED_PROXIES,
  /** No longer needed: the edit overlay is on in preview edit mode for content staff (issue 24). */
  visualEditor: VISUAL_EDITOR,
  /** An external content admin for the overlay's Edit buttons; unset, they open the staff workspace. */
  contentAdminUrl: CONTENT_ADMIN_URL,
  /** How often this process asks the Content API what changed, to purge its route cache (0: never). */
  contentChangesPollMs: CONTENT_CHANGES_POLL_MS,
  /** A Google Tag Manager container, loaded only after the visitor accepts analytics (none: no banner). */
  gtmContainerId: parseGtmContainerId(GTM_CONTAINER_ID),
  /** Baked in at build time: the id of the build serving this request. */
  buildId: import.meta.env.BUILD_ID as string,
};

export type ServiceName = 'main' | 'booking' | 'hotel' | 'content';

/** Where each service lives: a path means the embedded services, a URL a remote deployment. */
export const serviceBaseUrls: Record<ServiceName, string> = {
  main: MAIN_API_URL ?? '/svc/main',
  booking: BOOKING_API_URL ?? '/svc/booking',
  hotel: HOTEL_API_URL ?? '/svc/hotel',
  content: CONTENT_API_URL ?? '/svc/content',
};
