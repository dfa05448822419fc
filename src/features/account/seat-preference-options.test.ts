import { beforeEach, describe, expect, it, vi } from 'vitest';
import enPrefs from '../../lib/i18n/locales/en/traveller-prefs.json';
import koPrefs from '../../lib/i18n/locales/ko/traveller-prefs.json';

const callServiceEndpoint = vi.fn();
vi.mock('../../lib/api/service-client', () => ({
  callServiceEndpoint: (...args: unknown[]) => callServiceEndpoint(...args),
}));

const { loadSeatPreferenceChoices } = await import('./seat-preference-options.server');

/** A translator over one language's traveller-prefs file, as the page's t() reads it. */
const translator = (file: typeof enPrefs) => (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], file) as string;
const scope = {} as never;

describe('the seat preference choices (GET /Utilities/GetSeatPreferenceOptions)', () => {
  beforeEach(() => callServiceEndpoint.mockReset());

  it("offers the utility's codes in its order, named in the reader's language", async () => {
    callServiceEndpoint.mockResolvedValue({
      kind: 'ok',
      data: [
        { code: 'W', name: 'Window' },
        { code: 'A', name: 'Aisle' },
        { code: 'N', name: 'No preference' },
      ],
    });
    await expect(loadSeatPreferenceChoices(scope, translator(koPrefs))).resolves.toEqual([
      { value: 'W', label: '창가' },
      { value: 'A', label: '통로' },
      { value: 'N', label: '선호 없음' },
    ]);
    expect(callServiceEndpoint.mock.calls[0]![1]).toMatchObject({
      path: '/Utilities/GetSeatPreferenceOptions',
    });
  });

  it('leaves out a code the site has no words for, and offers nothing when the utility fails', async () => {
    callServiceEndpoint.mockResolvedValueOnce({
      kind: 'ok',
      data: [
        { code: 'A', name: 'Aisle' },
        { code: 'X', name: 'Exit row' },
      ],
    });
    await expect(loadSeatPreferenceChoices(scope, translator(enPrefs))).resolves.toEqual([
      { value: 'A', label: 'Aisle' },
    ]);
    callServiceEndpoint.mockRejectedValueOnce(new Error('down'));
    await expect(loadSeatPreferenceChoices(scope, translator(enPrefs))).resolves.toEqual([]);
  });
});
