/**
 * The Consent Mode defaults as the tag manager must read them: every storage denied until the visitor
 * chooses. Shared by consent.ts's unit test and the browser test, which both hold the site to this
 * exact command rather than to what consent.ts happens to push.
 */
export const DENY_ALL_BY_DEFAULT = [
  'consent',
  'default',
  {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  },
];
