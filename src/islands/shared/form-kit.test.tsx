import type { AnyFieldApi } from '@tanstack/react-form';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { knownMessagePairs } from '../../lib/i18n/known-messages.server';
import jaValidation from '../../lib/i18n/locales/ja/messages-validation.json';
import { KNOWN_MESSAGES_KEY } from '../../shared/i18n/known-messages';
import type { Locale } from '../../shared/i18n/languages';
import { MESSAGES } from '../../shared/validation/messages';
import { IslandShell } from './IslandShell';
import { BoundTextField } from './bound-fields';
import { fieldContext } from './form-context';
import { schemaValidator } from './form-kit';

/** A bound text input as a field with `errors` in its meta draws it. */
const drawField = (errors: unknown[], locale: Locale = 'en') =>
  renderToStaticMarkup(
    <IslandShell
      locale={locale}
      messages={{
        [KNOWN_MESSAGES_KEY]: knownMessagePairs(locale, ['validationMessages']),
      }}
    >
      <fieldContext.Provider
        value={
          {
            name: 'firstName',
            state: { value: '', meta: { errors } },
            handleChange: () => {},
            handleBlur: () => {},
          } as unknown as AnyFieldApi
        }
      >
        <BoundTextField id="first-name" label="First name" hint="As on your passport" />
      </fieldContext.Provider>
    </IslandShell>,
  );

describe('the form kit', () => {
  it('draws a field without an error as the field kit does', () => {
    const html = drawField([]);
    expect(html).toContain('aria-describedby="first-name-hint"');
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('name="firstName"');
  });

  it("shows the first error of the field's meta, wired for screen readers", () => {
    const html = drawField([{ message: MESSAGES.required }, { message: 'second' }]);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="first-name-hint first-name-error"');
    expect(html).toContain(`id="first-name-error">${MESSAGES.required}</p>`);
    expect(html).not.toContain('second');
  });

  it("writes the error in the reader's language", () => {
    const html = drawField([MESSAGES.required], 'ja');
    expect(html).toContain(jaValidation.validationMessages.fields.required);
    expect(html).not.toContain(MESSAGES.required);
  });

  it('names the fields of a failed schema as TanStack names them, after shaping the values', () => {
    const schema = v.object({
      name: v.pipe(v.string(), v.minLength(1, 'Name needed')),
      mobile: v.pipe(
        v.object({ number: v.string() }),
        v.check(() => false, 'Mobile wrong'),
      ),
      list: v.array(v.object({ code: v.pipe(v.string(), v.length(2, 'Two letters')) })),
      note: v.nullable(v.string()),
    });
    const validate = schemaValidator(schema, {
      prepare: (value: { note: string }) => ({ ...value, note: value.note || null }),
      remap: { mobile: 'mobile.number' },
    });
    const value = { name: '', mobile: { number: '1' }, list: [{ code: 'QF' }, { code: 'X' }], note: '' };
    expect(validate({ value })).toEqual({
      fields: { name: 'Name needed', 'mobile.number': 'Mobile wrong', 'list[1].code': 'Two letters' },
    });
    const passing = v.object({ note: v.nullable(v.string()) });
    expect(schemaValidator(passing, { prepare: () => ({ note: null }) })({ value: {} })).toBeUndefined();
  });
});
