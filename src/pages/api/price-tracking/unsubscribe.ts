import { trackerLinkEndpoint } from '../../../features/price-tracking/link-action';

/** The button of the unsubscribe link's landing (a POST, so mail scanners unsubscribe nothing). */
export const POST = trackerLinkEndpoint('unsubscribe');
