import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../shared/content/form-rules';
import { CARD_MESSAGES } from '../../features/payment/card-rules';
import { BOOKING_MESSAGES } from '../../shared/validation/booking-forms';
import { MESSAGES } from '../../shared/validation/messages';
import { IMAGE_MESSAGES } from '../../shared/validation/profile-forms';
import { knownMessagePairs } from './known-messages.server';
import { translateKnownMessage, type MessagePairs } from '../../shared/i18n/known-messages';

const pairs: MessagePairs = [
  ['This field is required', 'Wajib diisi'],
  ['Must be at most {{max}} characters', 'Maksimal {{max}} karakter'],
  ['{{label}} must contain only letters (A-Z, a-z) and spaces', '{{label}} hanya boleh berisi huruf'],
];

describe('translateKnownMessage', () => {
  it('answers the translation of a known text, filling in the parts that vary', () => {
    expect(translateKnownMessage(pairs, 'This field is required')).toBe('Wajib diisi');
    expect(translateKnownMessage(pairs, 'Must be at most 40 characters')).toBe('Maksimal 40 karakter');
    expect(translateKnownMessage(pairs, 'First name must contain only letters (A-Z, a-z) and spaces')).toBe(
      'First name hanya boleh berisi huruf',
    );
  });

  it('shows an unknown text as it came rather than hiding it', () => {
    expect(translateKnownMessage(pairs, 'Something new went wrong')).toBe('Something new went wrong');
    expect(translateKnownMessage(undefined, 'This field is required')).toBe('This field is required');
  });
});

describe('the validation texts the forms produce', () => {
  const english = knownMessagePairs('en', ['validationMessages']).map(([text]) => text);
  const dictionaries = { MESSAGES, BOOKING_MESSAGES, IMAGE_MESSAGES, FORM_MESSAGES, CARD_MESSAGES };
  const identity: MessagePairs = english.map((text) => [text, `«${text}»`]);

  it.each(Object.entries(dictionaries))('%s: every text is a known message', (_, dictionary) => {
    for (const [key, value] of Object.entries(dictionary)) {
      const text = typeof value === 'function' ? (value as (n: number) => string)(7) : String(value);
      const label = key === 'nameLetters' ? `First name ${text}` : text;
      expect(translateKnownMessage(identity, label), key).not.toBe(label);
    }
  });
});
