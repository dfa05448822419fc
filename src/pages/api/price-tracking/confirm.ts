import { trackerLinkEndpoint } from '../../../features/price-tracking/link-action';

/** The button of the confirmation link's landing (a POST, so mail scanners confirm nothing). */
export const POST = trackerLinkEndpoint('confirm');
