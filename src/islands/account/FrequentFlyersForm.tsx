/** Frequent Flyer Program entries (replaces the list on save); the shared FrequentFlyersSchema's texts. */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { fieldErrors } from '../../lib/account/form-errors';
import { FrequentFlyersSchema } from '../../lib/validation';
import { callApi, KnownText, Outcome, TextField, type FormOutcome } from './kit';

interface Entry {
  airlineCode: string;
  programName: string;
  membershipNumber: string;
}

interface Props {
  t: TFunction;
  idPrefix: string;
  saved: { airlineCode: string; programName: string | null; membershipNumber: string }[];
  companionId?: string;
  onSaved: () => void;
}

export function FrequentFlyersForm({ t, idPrefix, saved, companionId, onSaved }: Props) {
  const [entries, setEntries] = useState<Entry[]>(
    saved.map((entry) => ({ ...entry, programName: entry.programName ?? '' })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const update = (index: number, key: keyof Entry, value: string) =>
    setEntries((current) => current.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)));

  async function save() {
    setOutcome(null);
    const body = {
      frequentFlyers: entries.map((entry) => ({ ...entry, programName: entry.programName || null })),
    };
    const problems = fieldErrors(FrequentFlyersSchema, body);
    setErrors(problems ?? {});
    if (problems) return;
    const answer = await callApi(
      companionId
        ? '/api/main/Profile/UpdateCompanionFrequentFlyers'
        : '/api/main/Profile/UpdateFrequentFlyers',
      { ...body, ...(companionId ? { companionId } : {}) },
    );
    if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
    setOutcome({ kind: 'success', message: t('profile.saved') });
    onSaved();
  }

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {entries.length === 0 && <p className="text-ink-muted">{t('profile.frequentFlyer.empty')}</p>}
      {entries.map((entry, index) => (
        <fieldset
          key={index}
          className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-[8rem_1fr_1fr_auto]"
        >
          <legend className="px-1 font-bold">
            {t('profile.frequentFlyer.entry', { number: index + 1 })}
          </legend>
          <TextField
            id={`${idPrefix}-ff-${index}-airline`}
            label={t('profile.frequentFlyer.airlineCode')}
            maxLength={2}
            value={entry.airlineCode}
            error={errors[`frequentFlyers.${index}.airlineCode`]}
            onValue={(value) => update(index, 'airlineCode', value)}
          />
          <TextField
            id={`${idPrefix}-ff-${index}-program`}
            label={t('profile.frequentFlyer.programName')}
            value={entry.programName}
            error={errors[`frequentFlyers.${index}.programName`]}
            onValue={(value) => update(index, 'programName', value)}
          />
          <TextField
            id={`${idPrefix}-ff-${index}-number`}
            label={t('profile.frequentFlyer.membershipNumber')}
            value={entry.membershipNumber}
            error={errors[`frequentFlyers.${index}.membershipNumber`]}
            onValue={(value) => update(index, 'membershipNumber', value)}
          />
          <p className="self-end">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setEntries((current) => current.filter((_entry, at) => at !== index))}
            >
              {t('profile.frequentFlyer.remove', { number: index + 1 })}
            </button>
          </p>
        </fieldset>
      ))}
      {errors.frequentFlyers && (
        <p className="text-sm font-semibold text-[var(--c-danger)]">
          <KnownText text={errors.frequentFlyers} />
        </p>
      )}
      <Outcome outcome={outcome} />
      <p className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() =>
            setEntries((current) => [...current, { airlineCode: '', programName: '', membershipNumber: '' }])
          }
        >
          {t('profile.frequentFlyer.add')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('profile.frequentFlyer.save')}
        </button>
      </p>
    </form>
  );
}
