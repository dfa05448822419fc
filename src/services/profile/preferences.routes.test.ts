/** The travel preferences through the Main API: each form keeps its own fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServices } from '../testing/test-platform';
import { data, openProfileServices, profileCalls } from './profile-test-kit';

let t: TestServices;
let token: string;
beforeAll(async () => ({ t, token } = await openProfileServices()));
afterAll(() => t.close());

const { call } = profileCalls(() => ({ t, token }));

describe('preferences', () => {
  it('keeps each form’s fields apart', async () => {
    await call('/Profile/UpdateAdditionalPreferences', {
      meal: 'VGML',
      seat: 'A',
      specialAssistance: null,
      notes: 'Extra legroom please',
    });
    await call('/Profile/UpdateAirlinePreference', { preferredAirlines: ['qf', 'SQ', 'QF'] });
    await call('/Profile/UpdateDepartingCities', { departingCities: ['syd', 'MEL'] });
    expect(await data(await call('/Profile/RetrievePreferences'))).toEqual({
      meal: 'VGML',
      seat: 'A',
      specialAssistance: null,
      notes: 'Extra legroom please',
      preferredAirlines: ['QF', 'SQ'],
      departingCities: ['SYD', 'MEL'],
    });
  });

  it.each([
    ['/Profile/UpdateAdditionalPreferences', { seat: 'Middle' }],
    ['/Profile/UpdateAdditionalPreferences', { meal: 'PIZZA' }],
    ['/Profile/UpdateAirlinePreference', { preferredAirlines: ['QANTAS'] }],
    ['/Profile/UpdateDepartingCities', { departingCities: 'SYD' }],
  ])('refuses bad input on %s', async (path, body) => {
    expect((await call(path, body)).status).toBe(400);
  });
});
