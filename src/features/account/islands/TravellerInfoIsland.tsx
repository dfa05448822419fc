/**
 * Traveller Info (spec §2 dashboard tabs): Personal Details, Passport Information, Emergency Contact,
 * Frequent Flyer Program, the profile picture, and companions. Starts from the profile the page read
 * on the server; each form posts to the Main API through the site and re-reads the profile.
 */
import { useT } from '../../../islands/shared/island-shell';
import type { FullProfile } from '../../../shared/contracts/account';
import { CompanionsPanel } from './CompanionsPanel';
import { FrequentFlyersForm } from './FrequentFlyersForm';
import { withIslandShell, type IslandShellProps } from '../../../islands/shared/IslandShell';
import { Tab, type Option } from './kit';
import { PassportForm } from './PassportForm';
import { EmergencyContactForm, PersonalDetailsForm } from './PersonalDetailsForm';
import { PictureUpload } from './PictureUpload';
import { useProfile } from './use-profile';

interface Props extends IslandShellProps {
  profile: FullProfile;
  countries: Option[];
  nationalities: Option[];
}

function TravellerInfoIsland(props: Props) {
  const t = useT();
  const { profile, setProfile, refresh } = useProfile(props.profile);
  return (
    <div className="grid gap-8">
      <Tab id="PersonalDetails" title={t('dashboard.tabs.PersonalDetails')}>
        <PictureUpload
          t={t}
          alt={t('profile.picture.alt')}
          label={t('profile.picture.label')}
          current={profile.profileImage}
          onSaved={(image) => setProfile((current) => ({ ...current, profileImage: image }))}
        />
        <PersonalDetailsForm
          t={t}
          profile={profile}
          countries={props.countries}
          nationalities={props.nationalities}
          onSaved={setProfile}
        />
      </Tab>
      <Tab id="PassportInformation" title={t('dashboard.tabs.PassportInformation')}>
        <PassportForm
          t={t}
          idPrefix="me"
          countries={props.countries}
          saved={profile.passport}
          onSaved={() => void refresh()}
        />
      </Tab>
      <Tab id="EmergencyContact" title={t('dashboard.tabs.EmergencyContact')}>
        <EmergencyContactForm t={t} profile={profile} countries={props.countries} onSaved={setProfile} />
      </Tab>
      <Tab id="FrequentFlyer" title={t('dashboard.tabs.FrequentFlyer')}>
        <FrequentFlyersForm
          t={t}
          idPrefix="me"
          saved={profile.frequentFlyers}
          onSaved={() => void refresh()}
        />
      </Tab>
      <Tab id="Companions" title={t('profile.companions.heading')}>
        <CompanionsPanel
          t={t}
          companions={profile.companions}
          countries={props.countries}
          nationalities={props.nationalities}
          refresh={refresh}
        />
      </Tab>
    </div>
  );
}

export default withIslandShell(TravellerInfoIsland);
