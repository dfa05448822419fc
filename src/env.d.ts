/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    requestId: string;
    /** The interface language the user chose (or the default). */
    locale: import('./shared/i18n/languages').Locale;
    /** The language of the text actually shown, for <html lang>. */
    documentLang: import('./shared/i18n/languages').Locale;
    /** Translation function fixed to this request's locale. */
    t: import('i18next').TFunction;
    /** The chosen theme; null means the system preference decides. */
    theme: import('./lib/theme/theme').Theme | null;
    session: {
      signedIn: boolean;
      profile: import('./shared/contracts/profile').Profile | null;
      /** Set when the previous session ended on its own (expired or refused). */
      wasSignedOut: boolean;
    };
    /** Editors' preview edit mode, kept for the browser session. */
    preview: boolean;
    /** Everything the server-side service clients need about this request. */
    scope: import('./lib/api/service-client').RequestScope;
  }
}

interface ImportMetaEnv {
  readonly BUILD_ID: string;
}
