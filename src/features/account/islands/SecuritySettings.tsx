/**
 * The Security tab of Settings: password change (or set-up for social accounts), email two-step
 * verification and the recent security events.
 */
import { useState } from 'react';
import type { Translate } from '../../../shared/i18n/translate';
import { FALLBACK_MESSAGES } from '../fallback-messages';
import { formatSecurityEventTime } from '../account-dates';
import type { FullProfile } from '../../../shared/contracts/account';
import { UpdatePasswordSchema, VerifyRegister2FASchema } from '../../../shared/validation';
import { setFieldError, useAppForm } from '../../../islands/shared/form-kit';
import { textOr } from '../../../islands/shared/island-shell';
import { PrimaryButton } from '../../../islands/shared/PrimaryButton';
import { Outcome, OutcomeAndSubmit, callApi, type FormOutcome } from './kit';
import { isWrongCurrentPassword } from './password-answer';
import * as mainApi from '../../../shared/contracts/endpoints-main';

export function SecuritySettings({
  t,
  profile,
  refresh,
}: {
  t: Translate;
  profile: FullProfile;
  refresh: () => Promise<unknown>;
}) {
  return (
    <>
      {profile.hasPassword ? (
        <PasswordForm t={t} onSaved={() => void refresh()} />
      ) : (
        <div className="grid gap-3">
          <p>{t('accountSettings.security.noPassword')}</p>
          <p>
            <a className="btn btn-primary" href="/account?view=setup-password">
              {t('accountSettings.security.setupPassword')}
            </a>
          </p>
        </div>
      )}
      <TwoFactor t={t} enabled={profile.twoFactor.enabled} onSaved={() => void refresh()} />
      <div className="grid gap-3">
        <h3 className="text-xl">{t('accountSettings.security.eventsHeading')}</h3>
        {profile.securityEvents.length === 0 ? (
          <p className="text-ink-muted">{t('accountSettings.security.noEvents')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('accountSettings.security.eventsHeading')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  {t('accountSettings.security.event')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('accountSettings.security.when')}
                </th>
                <th scope="col" className="py-2">
                  {t('accountSettings.security.ip')}
                </th>
              </tr>
            </thead>
            <tbody>
              {profile.securityEvents.map((event, index) => (
                <tr key={`${event.at}-${index}`} className="border-b border-line">
                  <td className="py-2 pr-4">
                    {textOr(t, `accountSettings.events.${event.type}`, event.type)}
                  </td>
                  <td className="py-2 pr-4">
                    <time dateTime={event.at}>{formatSecurityEventTime(event.at)}</time>
                  </td>
                  <td className="py-2">{event.ip ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}

function PasswordForm({ t, onSaved }: { t: Translate; onSaved: () => void }) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useAppForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validators: { onDynamic: UpdatePasswordSchema },
    onSubmit: async ({ value }) => {
      setOutcome(null);
      const answer = await callApi<{ changed: boolean; info?: boolean }>(
        mainApi.profileUpdatePassword,
        value,
      );
      // The spec's general text stays as the outcome; the field says what to fix.
      if (isWrongCurrentPassword(answer)) {
        setFieldError(form, 'currentPassword', t('accountSettings.security.wrongCurrentPassword'));
        return setOutcome({ kind: 'error', message: answer.message });
      }
      if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
      form.reset();
      if (answer.data?.changed === false)
        return setOutcome({ kind: 'info', message: answer.message || FALLBACK_MESSAGES.noChange });
      setOutcome({ kind: 'success', message: t('accountSettings.security.passwordChanged') });
      onSaved();
    },
  });
  const field = (
    name: 'currentPassword' | 'newPassword' | 'confirmPassword',
    autoComplete: string,
    hint?: string,
  ) => (
    <form.AppField name={name}>
      {(bound) => (
        <bound.TextField
          id={`security-${name}`}
          type="password"
          label={t(`accountSettings.security.${name}`)}
          hint={hint}
          autoComplete={autoComplete}
        />
      )}
    </form.AppField>
  );
  return (
    <form.AppForm>
      <form.Form className="grid gap-5" aria-labelledby="security-password-heading">
        <h3 className="text-xl" id="security-password-heading">
          {t('accountSettings.security.passwordHeading')}
        </h3>
        {field('currentPassword', 'current-password')}
        {field('newPassword', 'new-password', t('accountSettings.security.passwordHint'))}
        {field('confirmPassword', 'new-password')}
        <OutcomeAndSubmit outcome={outcome} label={t('accountSettings.security.changePassword')} />
      </form.Form>
    </form.AppForm>
  );
}

function TwoFactor({ t, enabled, onSaved }: { t: Translate; enabled: boolean; onSaved: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useAppForm({
    defaultValues: { code: '' },
    validators: { onDynamic: VerifyRegister2FASchema },
    onSubmit: async ({ value }) => {
      const answer = await callApi(mainApi.profileVerifyRegister2FA, { code: value.code.trim() });
      if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
      setOutcome({ kind: 'success', message: t('accountSettings.security.twoFactorEnabled') });
      onSaved();
    },
  });
  return (
    <div className="grid gap-3">
      <h3 className="text-xl">{t('accountSettings.security.twoFactorHeading')}</h3>
      <p>
        {enabled ? t('accountSettings.security.twoFactorOn') : t('accountSettings.security.twoFactorOff')}
      </p>
      {!enabled && !sent && (
        <p>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={async () => {
              const answer = await callApi<{ maskedEmail: string }>(mainApi.profileSetup2FA, {
                method: 'Email',
              });
              if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
              setSent(answer.data?.maskedEmail ?? '');
            }}
          >
            {t('accountSettings.security.twoFactorStart')}
          </button>
        </p>
      )}
      {!enabled && sent !== null && (
        <form.AppForm>
          <form.Form className="grid gap-4">
            <form.AppField name="code">
              {(field) => (
                <field.TextField
                  id="security-2fa-code"
                  label={t('accountSettings.security.twoFactorCode')}
                  hint={t('accountSettings.security.twoFactorSent', { email: sent })}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
              )}
            </form.AppField>
            <PrimaryButton label={t('accountSettings.security.twoFactorVerify')} />
          </form.Form>
        </form.AppForm>
      )}
      <Outcome outcome={outcome} />
    </div>
  );
}
