/**
 * Who issues the order documents: the seller's name, ABN and address printed on every itinerary
 * receipt and tax invoice (SELLER_NAME, SELLER_ABN, SELLER_ADDRESS). The defaults let the embedded
 * demo issue documents without configuration; their ABN passes the register's check but belongs to
 * no one, so a real deployment sets its own.
 */
import { formatAbn, isValidAbn } from '../../shared/domain/abn';

export interface SellerConfig {
  name: string;
  /** As the register prints it: "99 000 000 000". */
  abn: string;
  address: string;
}

const DEFAULT_SELLER: SellerConfig = {
  name: 'CTG Business Class Pty Ltd',
  abn: '99 000 000 000',
  address: 'Level 10, 1 Martin Place, Sydney NSW 2000, Australia',
};

type Env = Record<string, string | undefined>;

export function readSellerConfig(env: Env): SellerConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const abn = value('SELLER_ABN');
  if (abn !== undefined && !isValidAbn(abn)) {
    throw new Error(`SELLER_ABN must be an ABN of 11 digits that passes the register's check, got "${abn}"`);
  }
  return {
    name: value('SELLER_NAME') ?? DEFAULT_SELLER.name,
    abn: abn ? formatAbn(abn) : DEFAULT_SELLER.abn,
    address: value('SELLER_ADDRESS') ?? DEFAULT_SELLER.address,
  };
}
