/** The translator the order components take: the page's t() (they render on the server only). */
export type { PageT as OrderT } from '../../../lib/i18n/page-t';
