/**
 * Preferences (spec §2 dashboard tabs): Departing City & Airline, and Additional Preferences (meal,
 * seat, special assistance, notes). The shared schemas give the messages; the seat choices are the
 * Booking API's GetSeatPreferenceOptions, read and named by the page.
 */
import { useT } from '../../../islands/shared/island-shell';
import type { Translate } from '../../../shared/i18n/translate';
import type * as v from 'valibot';
import { fieldErrors } from '../../../lib/validation/field-errors';
import {
  AdditionalPreferencesSchema,
  AirlinePreferenceSchema,
  DepartingCitiesSchema,
  MEAL_CODES,
} from '../../../shared/validation';
import { schemaValidator, useAppForm } from '../../../islands/shared/form-kit';
import { withIslandShell, type IslandShellProps } from '../../../islands/shared/IslandShell';
import { OutcomeAndSubmit, Tab, callApi } from './kit';
import { useProfileSave } from './use-profile-save';
import * as mainApi from '../../../shared/contracts/endpoints-main';

export interface Preferences {
  meal: string | null;
  seat: string | null;
  specialAssistance: string | null;
  notes: string | null;
  preferredAirlines: string[];
  departingCities: string[];
}

/** A seat preference the traveller can pick: its code and its name in the reader's language. */
interface SeatChoice {
  value: string;
  label: string;
}

interface Props extends IslandShellProps {
  preferences: Preferences;
  seatChoices: SeatChoice[];
}

const codes = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** The first message of a schema's verdict on a value, whichever part of it is wrong. */
const firstProblem = (schema: v.GenericSchema, value: unknown) =>
  Object.values(fieldErrors(schema, value) ?? {})[0];

function PreferencesIsland(props: Props) {
  const t = useT();
  return (
    <div className="grid gap-8">
      <Tab id="DepartingCityAirline" title={t('dashboard.tabs.DepartingCityAirline')}>
        <RoutesForm t={t} saved={props.preferences} />
      </Tab>
      <Tab id="AdditionalPreferences" title={t('dashboard.tabs.AdditionalPreferences')}>
        <AdditionalForm t={t} saved={props.preferences} seatChoices={props.seatChoices} />
      </Tab>
    </div>
  );
}

function RoutesForm({ t, saved }: { t: Translate; saved: Preferences }) {
  const { outcome, save } = useProfileSave(t);
  const form = useAppForm({
    defaultValues: {
      departingCities: saved.departingCities.join(', '),
      preferredAirlines: saved.preferredAirlines.join(', '),
    },
    validators: {
      // Each list is typed as text; its codes are checked as the service checks them.
      onDynamic: ({ value }) => {
        const departingCities = firstProblem(DepartingCitiesSchema, {
          departingCities: codes(value.departingCities),
        });
        const preferredAirlines = firstProblem(AirlinePreferenceSchema, {
          preferredAirlines: codes(value.preferredAirlines),
        });
        if (!departingCities && !preferredAirlines) return undefined;
        return { fields: { departingCities, preferredAirlines } };
      },
    },
    onSubmit: async ({ value }) => {
      await save(async () => {
        const first = await callApi(mainApi.profileUpdateDepartingCities, {
          departingCities: codes(value.departingCities),
        });
        return first.ok
          ? await callApi(mainApi.profileUpdateAirlinePreference, {
              preferredAirlines: codes(value.preferredAirlines),
            })
          : first;
      });
    },
  });
  // The two lists of codes differ only in their name and id.
  const codesField = (name: 'departingCities' | 'preferredAirlines', id: string) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          id={id}
          label={t(`profile.preferences.${name}`)}
          hint={t(`profile.preferences.${name}Hint`)}
        />
      )}
    </form.AppField>
  );
  return (
    <form.AppForm>
      <form.Form className="grid gap-5">
        {codesField('departingCities', 'pref-cities')}
        {codesField('preferredAirlines', 'pref-airlines')}
        <OutcomeAndSubmit outcome={outcome} label={t('profile.preferences.saveRoutes')} />
      </form.Form>
    </form.AppForm>
  );
}

function AdditionalForm({
  t,
  saved,
  seatChoices,
}: {
  t: Translate;
  saved: Preferences;
  seatChoices: SeatChoice[];
}) {
  const { outcome, save } = useProfileSave(t);
  const asRequest = (value: { meal: string; seat: string; specialAssistance: string; notes: string }) => ({
    meal: value.meal || null,
    seat: value.seat || null,
    specialAssistance: value.specialAssistance,
    notes: value.notes,
  });
  const form = useAppForm({
    defaultValues: {
      meal: saved.meal ?? '',
      seat: saved.seat ?? '',
      specialAssistance: saved.specialAssistance ?? '',
      notes: saved.notes ?? '',
    },
    validators: { onDynamic: schemaValidator(AdditionalPreferencesSchema, { prepare: asRequest }) },
    onSubmit: async ({ value }) => {
      await save(() => callApi(mainApi.profileUpdateAdditionalPreferences, asRequest(value)));
    },
  });
  return (
    <form.AppForm>
      <form.Form className="grid gap-5">
        <form.AppField name="meal">
          {(field) => (
            <field.SelectField
              id="pref-meal"
              label={t('profile.preferences.meal')}
              placeholder={t('profile.preferences.noPreference')}
              options={MEAL_CODES.map((code) => ({ value: code, label: t(`profile.meals.${code}`) }))}
            />
          )}
        </form.AppField>
        {/* Without the utility's list (it did not answer) the seat is left as saved. */}
        {seatChoices.length > 0 && (
          <form.AppField name="seat">
            {(field) => (
              <fieldset className="grid gap-2">
                <legend className="field-label">{t('profile.preferences.seat')}</legend>
                <div className="flex flex-wrap gap-6">
                  {seatChoices.map((seat) => (
                    <label key={seat.value} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="seat"
                        className="size-5"
                        value={seat.value}
                        checked={field.state.value === seat.value}
                        onChange={() => field.handleChange(seat.value)}
                      />
                      {seat.label}
                    </label>
                  ))}
                </div>
                <field.ErrorText />
              </fieldset>
            )}
          </form.AppField>
        )}
        <form.AppField name="specialAssistance">
          {(field) => (
            <field.TextField
              id="pref-assistance"
              label={t('profile.preferences.specialAssistance')}
              maxLength={200}
            />
          )}
        </form.AppField>
        <form.AppField name="notes">
          {(field) => (
            <div className="field">
              <label className="field-label" htmlFor="pref-notes">
                {t('profile.preferences.notes')}
              </label>
              <textarea
                id="pref-notes"
                className="field-input min-h-28"
                maxLength={500}
                value={field.state.value}
                aria-invalid={field.state.meta.errors.length > 0 ? true : undefined}
                onChange={(event) => field.handleChange(event.target.value)}
              />
              <field.ErrorText />
            </div>
          )}
        </form.AppField>
        <OutcomeAndSubmit outcome={outcome} label={t('profile.preferences.saveAdditional')} />
      </form.Form>
    </form.AppForm>
  );
}

export default withIslandShell(PreferencesIsland);
