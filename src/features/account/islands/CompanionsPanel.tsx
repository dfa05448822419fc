/**
 * Companions (spec §3): travellers with their own passport, frequent-flyer data and picture. The
 * companion being added or edited lives in $companion, so a reload keeps the half-done form.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Translate } from '../../../shared/i18n/translate';
import { formatCalendarDay } from '../account-dates';
import { mobileFieldsOf } from '../mobile-fields';
import { personFieldsOf } from '../person-fields';
import type { FullProfile } from '../../../shared/contracts/account';
import {
  $companion,
  EMPTY_COMPANION,
  closeCompanion,
  editCompanion,
  type CompanionDraft,
} from '../companion.store';
import { FrequentFlyersForm } from './FrequentFlyersForm';
import { callApi, Outcome, type FormOutcome, type Option } from './kit';
import { PassportForm } from './PassportForm';
import { PictureUpload } from './PictureUpload';
import { CompanionForm } from './CompanionForm';
import * as mainApi from '../../../shared/contracts/endpoints-main';

type Companion = FullProfile['companions'][number];

interface Props {
  t: Translate;
  companions: Companion[];
  countries: Option[];
  nationalities: Option[];
  refresh: () => Promise<void>;
}

const CLOSED = { editing: false, draft: EMPTY_COMPANION };

function toDraft(companion: Companion): CompanionDraft {
  return {
    companionId: companion.companionId,
    ...personFieldsOf(companion),
    email: companion.email ?? '',
    ...mobileFieldsOf(companion.mobile),
  };
}

export function CompanionsPanel({ t, companions, countries, nationalities, refresh }: Props) {
  const state = useStore($companion, { ssr: () => CLOSED });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  return (
    <div className="grid gap-6">
      <Outcome outcome={outcome} />
      {companions.length === 0 && <p className="text-ink-muted">{t('profile.companions.empty')}</p>}
      <ul className="grid gap-6">
        {companions.map((companion) => (
          <li key={companion.companionId}>
            <CompanionCard
              t={t}
              companion={companion}
              countries={countries}
              refresh={refresh}
              onEdit={() => editCompanion(toDraft(companion))}
              onDeleted={(name) =>
                setOutcome({ kind: 'success', message: t('profile.companions.deleted', { name }) })
              }
            />
          </li>
        ))}
      </ul>
      {state.editing ? (
        <CompanionForm
          key={state.draft.companionId ?? 'new'}
          t={t}
          draft={state.draft}
          countries={countries}
          nationalities={nationalities}
          onDone={async (message) => {
            closeCompanion();
            setOutcome({ kind: 'success', message });
            await refresh();
          }}
        />
      ) : (
        <p>
          <button type="button" className="btn btn-primary" onClick={() => editCompanion(EMPTY_COMPANION)}>
            {t('profile.companions.add')}
          </button>
        </p>
      )}
    </div>
  );
}

function CompanionCard({
  t,
  companion,
  countries,
  refresh,
  onEdit,
  onDeleted,
}: {
  t: Translate;
  companion: Companion;
  countries: Option[];
  refresh: () => Promise<void>;
  onEdit: () => void;
  onDeleted: (name: string) => void;
}) {
  const name = [companion.title, companion.firstName, companion.lastName].filter(Boolean).join(' ');
  const [error, setError] = useState<FormOutcome | null>(null);
  const prefix = `companion-${companion.companionId.slice(0, 8)}`;
  return (
    <article className="card grid gap-5 p-5" aria-labelledby={`${prefix}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 className="text-xl" id={`${prefix}-name`}>
            {name}
          </h3>
          <p className="text-sm text-ink-muted">
            {companion.passport
              ? t('profile.companions.passportSummary', {
                  masked: companion.passport.passportNumberMasked,
                  expiry: formatCalendarDay(companion.passport.dateOfExpiry),
                })
              : t('profile.companions.noPassport')}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-ghost" onClick={onEdit}>
            {t('profile.companions.edit', { name })}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={async () => {
              if (!window.confirm(t('profile.companions.confirmDelete', { name }))) return;
              const answer = await callApi(mainApi.profileDeleteCompanion, {
                companionId: companion.companionId,
              });
              if (!answer.ok) return setError({ kind: 'error', message: answer.message });
              onDeleted(name);
              await refresh();
            }}
          >
            {t('profile.companions.delete', { name })}
          </button>
        </div>
      </div>
      <Outcome outcome={error} />
      <PictureUpload
        t={t}
        alt={t('profile.companions.pictureAlt', { name })}
        label={t('profile.companions.pictureLabel', { name })}
        current={companion.profileImage}
        companionId={companion.companionId}
        onSaved={() => void refresh()}
      />
      <details>
        <summary className="cursor-pointer font-bold">{t('profile.companions.passport', { name })}</summary>
        <div className="mt-4">
          <PassportForm
            t={t}
            idPrefix={prefix}
            countries={countries}
            saved={companion.passport}
            companionId={companion.companionId}
            onSaved={() => void refresh()}
          />
        </div>
      </details>
      <details>
        <summary className="cursor-pointer font-bold">
          {t('profile.companions.frequentFlyer', { name })}
        </summary>
        <div className="mt-4">
          <FrequentFlyersForm
            t={t}
            idPrefix={prefix}
            saved={companion.frequentFlyers}
            companionId={companion.companionId}
            onSaved={() => void refresh()}
          />
        </div>
      </details>
    </article>
  );
}
