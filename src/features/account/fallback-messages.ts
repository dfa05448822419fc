/**
 * The English texts the account islands fall back to when a service answer carries no message of its
 * own. They are the services' own texts (accountMessages in locales/<language>/messages-account.json),
 * so the islands show them in the reader's language like any service message.
 */
export const FALLBACK_MESSAGES = {
  failed: 'Unable to process your request',
  unavailable: 'We are unable to process your request at the moment',
  noChange: 'No data was changed',
} as const;
