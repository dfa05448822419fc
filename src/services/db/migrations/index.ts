/**
 * Schema migrations, applied in this order at start. Never edit an applied migration: add a file and
 * append it here.
 */
import type { Migration } from './migration';
import { platformAccountsContent } from './0001-platform-accounts-content';
import { content } from './0002-content';
import { accounts0004 } from './0004-accounts';
import { flights } from './0003-flights';
import { contentChanges0005 } from './0005-content-changes';
import { outboxDelivery0006 } from './0006-outbox-delivery';
import { accountRoles0007 } from './0007-account-roles';
import { paymentGateway0008 } from './0008-payment-gateway';
import { offers0009 } from './0009-offers';
import { orders0010 } from './0010-orders';
import { hotels0011 } from './0011-hotels';
import { interfaceLanguage0012 } from './0012-interface-language';
import { cabinInventory0013 } from './0013-cabin-inventory';
import { orderContactClaims0014 } from './0014-order-contact-claims';
import { holdPolicy0015 } from './0015-hold-policy';
import { orderCancellations0016 } from './0016-order-cancellations';
import { bankPayments0017 } from './0017-bank-payments';
import { staffAudit0018 } from './0018-staff-audit';
import { orderStaffNotes0019 } from './0019-order-staff-notes';
import { enquiryHandling0020 } from './0020-enquiry-handling';
import { contentRevisions0021 } from './0021-content-revisions';
import { orderChanges0022 } from './0022-order-changes';
import { orderExtras0023 } from './0023-order-extras';
import { orderChangePayments0024 } from './0024-order-change-payments';
import { mediaLibrary0025 } from './0025-media-library';
import { priceTrackers0031 } from './0031-price-trackers';
import { orderPaymentChallenges0030 } from './0030-order-payment-challenges';
import { ticketReissues0026 } from './0026-ticket-reissues';
import { bankRefunds0028 } from './0028-bank-refunds';
import { contentDrafts0029 } from './0029-content-drafts';
import { seatCredits0027 } from './0027-seat-credits';
import { reservationProfileTravellers0032 } from './0032-reservation-profile-travellers';
import { seatPreferenceCodes0033 } from './0033-seat-preference-codes';

export type { Migration };

export const migrations: Migration[] = [
  platformAccountsContent,
  content,
  accounts0004,
  flights,
  contentChanges0005,
  outboxDelivery0006,
  accountRoles0007,
  paymentGateway0008,
  offers0009,
  orders0010,
  hotels0011,
  interfaceLanguage0012,
  cabinInventory0013,
  orderContactClaims0014,
  holdPolicy0015,
  orderCancellations0016,
  bankPayments0017,
  staffAudit0018,
  orderStaffNotes0019,
  enquiryHandling0020,
  contentRevisions0021,
  orderChanges0022,
  orderExtras0023,
  orderChangePayments0024,
  mediaLibrary0025,
  orderPaymentChallenges0030,
  ticketReissues0026,
  bankRefunds0028,
  contentDrafts0029,
  seatCredits0027,
  priceTrackers0031,
  reservationProfileTravellers0032,
  seatPreferenceCodes0033,
];
