/**
 * Settings (spec §4 tab group "settings"): Security (password change or set-up, email 2FA, recent
 * security events), Marketing Preferences, Linked Accounts (Google and Facebook when configured, and
 * the reservation-system profile).
 */
import { useState } from 'react';
import { useT } from '../../../islands/shared/island-shell';
import type { Translate } from '../../../shared/i18n/translate';
import { formatCalendarDay } from '../account-dates';
import type { FullProfile, SocialProvider } from '../../../shared/contracts/account';
import { withIslandShell, type IslandShellProps } from '../../../islands/shared/IslandShell';
import { CheckboxField, Outcome, OutcomeAndSubmit, Tab, callApi, type FormOutcome } from './kit';
import { SecuritySettings } from './SecuritySettings';
import { useProfile } from './use-profile';
import { useProfileSave } from './use-profile-save';
import * as mainApi from '../../../shared/contracts/endpoints-main';

interface Props extends IslandShellProps {
  profile: FullProfile;
  providers: Record<SocialProvider, boolean>;
  /** One-time outcome from the page (e.g. after linking at the provider). */
  notice?: FormOutcome;
}

function SettingsIsland(props: Props) {
  const t = useT();
  const { profile, refresh } = useProfile(props.profile);
  return (
    <div className="grid gap-8">
      {props.notice && <Outcome outcome={props.notice} />}
      <Tab id="Security" title={t('dashboard.tabs.Security')}>
        <SecuritySettings t={t} profile={profile} refresh={refresh} />
      </Tab>
      <Tab id="MarketingPreferences" title={t('dashboard.tabs.MarketingPreferences')}>
        <Marketing t={t} saved={profile.marketingPreferences} />
      </Tab>
      <Tab id="LinkedAccounts" title={t('dashboard.tabs.LinkedAccounts')}>
        <LinkedAccounts t={t} profile={profile} providers={props.providers} refresh={refresh} />
      </Tab>
    </div>
  );
}

function Marketing({ t, saved }: { t: Translate; saved: FullProfile['marketingPreferences'] }) {
  const [flags, setFlags] = useState(saved);
  const { outcome, save } = useProfileSave(t);
  return (
    <form
      className="grid gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        await save(() => callApi(mainApi.profileUpdateMarketingPreferences, flags));
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="field-label">{t('accountSettings.marketing.legend')}</legend>
        {(['email', 'sms', 'phone', 'post'] as const).map((channel) => (
          <CheckboxField
            key={channel}
            id={`marketing-${channel}`}
            label={t(`accountSettings.marketing.${channel}`)}
            checked={flags[channel]}
            onChecked={(checked) => setFlags({ ...flags, [channel]: checked })}
          />
        ))}
      </fieldset>
      <OutcomeAndSubmit outcome={outcome} label={t('accountSettings.marketing.save')} />
    </form>
  );
}

interface ReservationMatch {
  status: 'NoProfileFound' | 'MatchOneProfile' | 'MatchMultipleProfiles';
  linkedProfileId: string | null;
  profiles: { profileId: string; name: string; email: string; dateOfBirth: string }[];
}

function LinkedAccounts({
  t,
  profile,
  providers,
  refresh,
}: {
  t: Translate;
  profile: FullProfile;
  providers: Record<SocialProvider, boolean>;
  refresh: () => Promise<void>;
}) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [match, setMatch] = useState<ReservationMatch | null>(null);
  const names: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
  const reservation = profile.linkedAccounts.reservationProfile;
  return (
    <div className="grid gap-6">
      <Outcome outcome={outcome} />
      <ul className="grid gap-4">
        {(['google', 'facebook'] as const).map((provider) => {
          const linked = profile.linkedAccounts[provider];
          if (!providers[provider] && !linked) return null;
          return (
            <li
              key={provider}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4"
            >
              <div>
                <p className="font-bold">{names[provider]}</p>
                <p className="text-sm text-ink-muted">
                  {linked
                    ? t('accountSettings.linked.linkedAs', { email: linked.email ?? names[provider] })
                    : t('accountSettings.linked.notLinked')}
                </p>
              </div>
              {linked ? (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={async () => {
                    const endpoint =
                      provider === 'google'
                        ? mainApi.profileUnlinkGoogleAccount
                        : mainApi.profileUnlinkFacebookAccount;
                    const answer = await callApi(endpoint, {});
                    if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
                    setOutcome({
                      kind: 'success',
                      message: t('accountSettings.linked.unlinked', { provider: names[provider] }),
                    });
                    await refresh();
                  }}
                >
                  {t('accountSettings.linked.unlink', { provider: names[provider] })}
                </button>
              ) : (
                <a className="btn btn-ghost" href={`/api/session/social?provider=${provider}&mode=link`}>
                  {t('accountSettings.linked.link', { provider: names[provider] })}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <div className="grid gap-3 rounded-lg border border-line p-4">
        <p className="font-bold">{t('accountSettings.linked.reservationHeading')}</p>
        {reservation ? (
          <p>
            {t('accountSettings.linked.reservationLinked', { name: reservation.name, id: reservation.id })}
          </p>
        ) : (
          <>
            <p className="text-sm text-ink-muted">{t('accountSettings.linked.reservationIntro')}</p>
            {!match && (
              <p>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={async () => {
                    const answer = await callApi<ReservationMatch>(
                      mainApi.profileCheckSabreProfileLinking,
                      {},
                    );
                    if (!answer.ok || !answer.data)
                      return setOutcome({ kind: 'error', message: answer.message });
                    setMatch(answer.data);
                  }}
                >
                  {t('accountSettings.linked.reservationFind')}
                </button>
              </p>
            )}
            {match?.status === 'NoProfileFound' && (
              <p role="status">{t('accountSettings.linked.reservationNone')}</p>
            )}
            {match && match.profiles.length > 0 && (
              <ul className="grid gap-3">
                {match.profiles.map((candidate) => (
                  <li key={candidate.profileId} className="flex flex-wrap items-center justify-between gap-3">
                    <span>
                      {candidate.name} · {candidate.email} · {formatCalendarDay(candidate.dateOfBirth)}
                    </span>
                    <button
                      type="button"
                      className="btn btn-primary"
                      onClick={async () => {
                        const answer = await callApi(mainApi.signupLinkSabreProfile, {
                          profileId: candidate.profileId,
                        });
                        if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message });
                        setOutcome({ kind: 'success', message: answer.message });
                        setMatch(null);
                        await refresh();
                      }}
                    >
                      {t('accountSettings.linked.reservationLink', { id: candidate.profileId })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}

export default withIslandShell(SettingsIsland);
