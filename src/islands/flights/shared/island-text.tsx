import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../shared/i18n/translate';
import { useKnownMessage } from '../../i18n/use-known-message';
import { KnownTextProvider, TextProvider } from './text';

/** Gives the flight components react-i18next's t (islands that carry i18next: results and detail). */
export function IslandText({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const known = useKnownMessage();
  return (
    <TextProvider value={t as unknown as Translate}>
      <KnownTextProvider value={known}>{children}</KnownTextProvider>
    </TextProvider>
  );
}
