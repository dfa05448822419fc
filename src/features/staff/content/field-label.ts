/**
 * A content field's label: its translation under staffContent.fields when there is one, else its schema
 * name written as words ("leadInPrice" → "Lead in price"), so a new schema field is labelled at once.
 */
import type { TFunction } from 'i18next';

export function humanizeFieldName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(t: TFunction, name: string): string {
  return t(`staffContent.fields.${name}`, { defaultValue: humanizeFieldName(name) });
}
