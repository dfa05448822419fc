/**
 * The tax a room rate includes, by the property's country (issue 25, defect 8: a Tokyo stay's line read
 * "GST and city taxes", Australia's tax name for a Japanese bill). Rates are each country's standard
 * rate on accommodation (OECD Consumption Tax Trends, national revenue offices, 2026); the label is what
 * the local bill calls it, so the receipt and tax invoice name the right tax. A country not listed
 * gets a neutral label and a 10% share, the level most of the remaining destinations charge.
 */
interface StayTax {
  /** The included share is total − total / (1 + rate). */
  rate: number;
  label: string;
}

const STAY_TAXES: Record<string, StayTax> = {
  AU: { rate: 0.1, label: 'GST' },
  NZ: { rate: 0.15, label: 'GST (15%)' },
  JP: { rate: 0.1, label: 'Consumption tax (10%)' },
  SG: { rate: 0.09, label: 'GST (9%)' },
  GB: { rate: 0.2, label: 'VAT (20%)' },
  IE: { rate: 0.135, label: 'VAT (13.5%)' },
  FR: { rate: 0.1, label: 'VAT (10%)' },
  IT: { rate: 0.1, label: 'VAT (10%)' },
  ES: { rate: 0.1, label: 'VAT (10%)' },
  DE: { rate: 0.07, label: 'VAT (7%)' },
  NL: { rate: 0.09, label: 'VAT (9%)' },
  CH: { rate: 0.038, label: 'VAT (3.8%)' },
  TH: { rate: 0.07, label: 'VAT (7%)' },
  AE: { rate: 0.05, label: 'VAT (5%)' },
  KR: { rate: 0.1, label: 'VAT (10%)' },
  CN: { rate: 0.06, label: 'VAT (6%)' },
  HK: { rate: 0, label: '' },
  IN: { rate: 0.18, label: 'GST (18%)' },
  ID: { rate: 0.1, label: 'Hotel tax (10%)' },
  MY: { rate: 0.08, label: 'Sales and service tax (8%)' },
  VN: { rate: 0.08, label: 'VAT (8%)' },
  PH: { rate: 0.12, label: 'VAT (12%)' },
  FJ: { rate: 0.15, label: 'VAT (15%)' },
  US: { rate: 0.14, label: 'State and city hotel taxes' },
  CA: { rate: 0.13, label: 'GST/HST and accommodation tax' },
};

const OTHER: StayTax = { rate: 0.1, label: 'Local taxes' };

export function stayTaxOf(countryCode: string): StayTax {
  return STAY_TAXES[countryCode] ?? OTHER;
}

/** The tax included in a total, in whole cents. */
export function includedTaxCents(totalCents: number, countryCode: string): number {
  const { rate } = stayTaxOf(countryCode);
  return Math.round(totalCents - totalCents / (1 + rate));
}
