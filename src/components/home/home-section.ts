import type { HomeSection } from '../../shared/contracts/content';

/** What every CMS home section component is given by HomeSections. */
export interface HomeSectionProps {
  section: HomeSection;
  headingId: string;
}
