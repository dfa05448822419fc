import {
  ALLOWED_EXTERNAL_HOSTS,
  BOOKING_API_URL,
  BUILD_FILE,
  CONTENT_API_URL,
  HOTEL_API_URL,
  MAIN_API_URL,
  PRODUCT_NAME,
  SITE_ID,
  SUPPORT_PHONE,
} from 'astro:env/server';

/** Site configuration, read at run time (astro:env secrets), each with a working default. */
export const siteConfig = {
  productName: PRODUCT_NAME,
  siteId: SITE_ID,
  supportPhone: SUPPORT_PHONE,
  allowedExternalHosts: ALLOWED_EXTERNAL_HOSTS.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  buildFile: BUILD_FILE,
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
