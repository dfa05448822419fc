/**
 * Preferences (spec §2 dashboard tabs): Departing City & Airline, and Additional Preferences (meal,
 * window or aisle seat, special assistance, notes). The shared schemas give the messages.
 */
import { useState } from 'react';
import { fieldErrors } from '../../lib/account/form-errors';
import {
  AdditionalPreferencesSchema,
  AirlinePreferenceSchema,
  DepartingCitiesSchema,
  MEAL_CODES,
  SEAT_PREFERENCES,
} from '../../lib/validation';
import {
  Outcome,
  SelectField,
  Tab,
  TextField,
  callApi,
  useIslandT,
  withIslandI18n,
  type FormOutcome,
  type IslandTextProps,
} from './kit';

export interface Preferences {
  meal: string | null;
  seat: string | null;
  specialAssistance: string | null;
  notes: string | null;
  preferredAirlines: string[];
  departingCities: string[];
}

interface Props extends IslandTextProps {
  preferences: Preferences;
}

const codes = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);

function PreferencesIsland(props: Props) {
  const t = useIslandT();
  const saved = props.preferences;
  const [cities, setCities] = useState(saved.departingCities.join(', '));
  const [airlines, setAirlines] = useState(saved.preferredAirlines.join(', '));
  const [routeErrors, setRouteErrors] = useState<Record<string, string>>({});
  const [routeOutcome, setRouteOutcome] = useState<FormOutcome | null>(null);
  const [extra, setExtra] = useState({
    meal: saved.meal ?? '',
    seat: saved.seat ?? '',
    specialAssistance: saved.specialAssistance ?? '',
    notes: saved.notes ?? '',
  });
  const [extraErrors, setExtraErrors] = useState<Record<string, string>>({});
  const [extraOutcome, setExtraOutcome] = useState<FormOutcome | null>(null);

  async function saveRoutes() {
    setRouteOutcome(null);
    const cityBody = { departingCities: codes(cities) };
    const airlineBody = { preferredAirlines: codes(airlines) };
    const problems = {
      ...Object.fromEntries(
        Object.entries(fieldErrors(DepartingCitiesSchema, cityBody) ?? {}).map(([, message]) => [
          'departingCities',
          message,
        ]),
      ),
      ...Object.fromEntries(
        Object.entries(fieldErrors(AirlinePreferenceSchema, airlineBody) ?? {}).map(([, message]) => [
          'preferredAirlines',
          message,
        ]),
      ),
    };
    setRouteErrors(problems);
    if (Object.keys(problems).length) return;
    const first = await callApi('/api/main/Profile/UpdateDepartingCities', cityBody);
    const second = first.ok ? await callApi('/api/main/Profile/UpdateAirlinePreference', airlineBody) : first;
    setRouteOutcome(
      second.ok
        ? { kind: 'success', message: t('profile.saved') }
        : { kind: 'error', message: second.message },
    );
  }

  async function saveExtra() {
    setExtraOutcome(null);
    const body = {
      meal: extra.meal || null,
      seat: extra.seat || null,
      specialAssistance: extra.specialAssistance,
      notes: extra.notes,
    };
    const problems = fieldErrors(AdditionalPreferencesSchema, body);
    setExtraErrors(problems ?? {});
    if (problems) return;
    const answer = await callApi('/api/main/Profile/UpdateAdditionalPreferences', body);
    setExtraOutcome(
      answer.ok
        ? { kind: 'success', message: t('profile.saved') }
        : { kind: 'error', message: answer.message },
    );
  }

  return (
    <div className="grid gap-8">
      <Tab id="DepartingCityAirline" title={t('dashboard.tabs.DepartingCityAirline')}>
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveRoutes();
          }}
        >
          <TextField
            id="pref-cities"
            label={t('profile.preferences.departingCities')}
            hint={t('profile.preferences.departingCitiesHint')}
            value={cities}
            error={routeErrors.departingCities}
            onValue={setCities}
          />
          <TextField
            id="pref-airlines"
            label={t('profile.preferences.preferredAirlines')}
            hint={t('profile.preferences.preferredAirlinesHint')}
            value={airlines}
            error={routeErrors.preferredAirlines}
            onValue={setAirlines}
          />
          <Outcome outcome={routeOutcome} />
          <p>
            <button type="submit" className="btn btn-primary">
              {t('profile.preferences.saveRoutes')}
            </button>
          </p>
        </form>
      </Tab>
      <Tab id="AdditionalPreferences" title={t('dashboard.tabs.AdditionalPreferences')}>
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveExtra();
          }}
        >
          <SelectField
            id="pref-meal"
            label={t('profile.preferences.meal')}
            placeholder={t('profile.preferences.noPreference')}
            options={MEAL_CODES.map((code) => ({ value: code, label: t(`profile.meals.${code}`) }))}
            value={extra.meal}
            error={extraErrors.meal}
            onValue={(meal) => setExtra({ ...extra, meal })}
          />
          <fieldset className="grid gap-2">
            <legend className="field-label">{t('profile.preferences.seat')}</legend>
            <div className="flex flex-wrap gap-6">
              {['', ...SEAT_PREFERENCES].map((seat) => (
                <label key={seat || 'none'} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="seat"
                    className="size-5"
                    value={seat}
                    checked={extra.seat === seat}
                    onChange={() => setExtra({ ...extra, seat })}
                  />
                  {seat ? t(`profile.seats.${seat}`) : t('profile.preferences.noPreference')}
                </label>
              ))}
            </div>
            {extraErrors.seat && (
              <p className="text-sm font-semibold text-[var(--c-danger)]">{extraErrors.seat}</p>
            )}
          </fieldset>
          <TextField
            id="pref-assistance"
            label={t('profile.preferences.specialAssistance')}
            value={extra.specialAssistance}
            error={extraErrors.specialAssistance}
            maxLength={200}
            onValue={(specialAssistance) => setExtra({ ...extra, specialAssistance })}
          />
          <div className="field">
            <label className="field-label" htmlFor="pref-notes">
              {t('profile.preferences.notes')}
            </label>
            <textarea
              id="pref-notes"
              className="field-input min-h-28"
              maxLength={500}
              value={extra.notes}
              aria-invalid={extraErrors.notes ? true : undefined}
              onChange={(event) => setExtra({ ...extra, notes: event.target.value })}
            />
            {extraErrors.notes && (
              <p className="text-sm font-semibold text-[var(--c-danger)]">{extraErrors.notes}</p>
            )}
          </div>
          <Outcome outcome={extraOutcome} />
          <p>
            <button type="submit" className="btn btn-primary">
              {t('profile.preferences.saveAdditional')}
            </button>
          </p>
        </form>
      </Tab>
    </div>
  );
}

export default withIslandI18n(PreferencesIsland);
