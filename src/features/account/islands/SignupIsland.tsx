/**
 * Sign-up (spec §2 /account). Works before hydration as a plain form posting to /api/session/sign-up;
 * once hydrated it validates with the shared SignupSchema (the spec's texts) and posts JSON to the
 * Main API through the site. The typed details (never the passwords) live in $profileSignup, so a
 * reload keeps them; after sign-up the "check your email" step survives a reload too.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  $profileSignup,
  EMPTY_SIGNUP,
  clearSignup,
  markSignupSubmitted,
  saveSignupDraft,
} from '../signup-draft.store';
import { SignupSchema, TITLES } from '../../../shared/validation';
import type { Translate } from '../../../shared/i18n/translate';
import { useIslandLocale, useKnownMessage, useT } from '../../../islands/shared/island-shell';
import { EmailField } from '../../../islands/shared/contact-fields';
import { schemaValidator, useAppForm } from '../../../islands/shared/form-kit';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { withIslandShell, type IslandShellProps } from '../../../islands/shared/IslandShell';
import { callApi, Outcome, serviceFieldMessage, ticketHintOf, titleOption, type FormOutcome } from './kit';
import * as mainApi from '../../../shared/contracts/endpoints-main';

interface Props extends IslandShellProps {
  siteId: string;
  /** The no-JavaScript post's outcome, from the page (a one-time message). */
  serverError?: string;
  serverDone?: string;
}

function SignupIsland(props: Props) {
  const t = useT();
  const locale = useIslandLocale();
  const saved = useStore($profileSignup, { ssr: () => EMPTY_SIGNUP });
  const [outcome, setOutcome] = useState<FormOutcome | null>(
    props.serverError ? { kind: 'error', message: props.serverError } : null,
  );
  const restored = useRef(false);
  const form = useAppForm({
    defaultValues: {
      title: '',
      firstName: '',
      lastName: '',
      email: '',
      newPassword: '',
      confirmPassword: '',
      marketingOptIn: false,
    },
    validators: {
      onDynamic: schemaValidator(SignupSchema, {
        prepare: (value: { title: string }) => ({ ...value, title: value.title || null }),
      }),
    },
    onSubmit: async ({ value }) => {
      setOutcome(null);
      const answer = await callApi<{ email: string }>(mainApi.signupAccountSignup, {
        ...value,
        title: value.title || null,
        siteId: props.siteId,
      });
      if (!answer.ok) {
        const { text } = serviceFieldMessage(answer.message);
        setOutcome({ kind: 'error', message: text || t('signup.failed') });
        return;
      }
      markSignupSubmitted(value.email.trim());
      setOutcome({ kind: 'success', message: answer.message });
    },
  });

  // Restore the draft once the browser's copy is readable (after hydration: no mismatch).
  useEffect(() => {
    if (restored.current || saved === EMPTY_SIGNUP) return;
    restored.current = true;
    if (form.state.isDirty) return;
    form.reset({ ...form.state.values, ...stripSubmitted(saved), newPassword: '', confirmPassword: '' });
  }, [saved, form]);

  // Keep the draft as it is typed (not the passwords).
  useEffect(() => {
    const subscription = form.store.subscribe(() => {
      const { title, firstName, lastName, email, marketingOptIn } = form.state.values;
      if (form.state.isDirty) saveSignupDraft({ title, firstName, lastName, email, marketingOptIn });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The two password inputs differ only in their name, id and hint.
  const passwordField = (name: 'newPassword' | 'confirmPassword', id: string, hint?: string) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          id={id}
          type="password"
          label={t(`signup.fields.${name}`)}
          hint={hint}
          autoComplete="new-password"
          required
        />
      )}
    </form.AppField>
  );

  const submittedTo = saved.submittedTo ?? (props.serverDone ? 'done' : null);
  if (submittedTo) {
    return (
      <SignupDone
        t={t}
        email={saved.submittedTo}
        message={outcome?.kind === 'success' ? outcome.message : props.serverDone}
      />
    );
  }

  return (
    <form.AppForm>
      <form.Form className="mt-8 grid gap-6" method="post" action="/api/session/sign-up">
        <Outcome outcome={outcome} />
        <div className="grid gap-6 sm:grid-cols-[8rem_1fr_1fr]">
          <form.NameFields
            idPrefix="signup"
            labelOf={(field) => t(`signup.fields.${field}`)}
            titleOptions={TITLES.map((title) => titleOption(t, locale, title))}
            titlePlaceholder={t('signup.fields.titleNone')}
            hintOf={ticketHintOf(t, 'signup.fields.onTicket')}
            required
          />
        </div>
        <EmailField id="signup-email" label={t('signup.fields.email')} />
        {passwordField('newPassword', 'signup-new-password', t('signup.fields.passwordHint'))}
        {passwordField('confirmPassword', 'signup-confirm-password')}
        <form.AppField name="marketingOptIn">
          {(field) => <field.CheckboxField id="signup-marketing" label={t('signup.fields.marketingOptIn')} />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <p>
              <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={submitting}>
                {t('signup.submit')}
              </button>
            </p>
          )}
        </form.Subscribe>
      </form.Form>
    </form.AppForm>
  );
}

function stripSubmitted(draft: typeof EMPTY_SIGNUP) {
  const { submittedTo: _submitted, ...rest } = draft;
  return rest;
}

function SignupDone({ t, email, message }: { t: Translate; email: string | null; message?: string }) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const known = useKnownMessage();
  return (
    <div className="mt-6 grid gap-6">
      <OutcomeMessage tone="success" message={message ? known(message) : t('signup.done.body')} />
      <h2 className="text-2xl">{t('signup.done.heading')}</h2>
      <p className="text-ink-muted">{email ? t('signup.done.sentTo', { email }) : t('signup.done.sent')}</p>
      <Outcome outcome={outcome} />
      <div className="flex flex-wrap gap-4">
        {email && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={async () => {
              const answer = await callApi(mainApi.signupSendEmailVerification, { email });
              setOutcome({
                kind: answer.ok ? 'success' : 'error',
                message: answer.message || t('signup.done.resent'),
              });
            }}
          >
            {t('signup.done.resend')}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={clearSignup}>
          {t('signup.done.restart')}
        </button>
      </div>
    </div>
  );
}

export default withIslandShell(SignupIsland);
