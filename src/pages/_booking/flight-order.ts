import type { AstroGlobal } from 'astro';
import { orderHeadline } from '../../features/payment/order-headline';
import { loadMealNames, loadOrder } from '../../features/payment/order-loaders';

/**
 * The order a flight confirmation or success page shows (`?orderId=`, read with the visitor's token),
 * the meal names for its meal requests and the page's heading (`confirmedKey` once the order is
 * confirmed); null when there is no such order: the page is a 404.
 */
export async function loadFlightOrderPage(astro: AstroGlobal, confirmedKey: string) {
  const orderId = astro.url.searchParams.get('orderId') ?? '';
  const { scope, t } = astro.locals;
  const [order, mealNames] = await Promise.all([loadOrder(scope, orderId), loadMealNames(scope)]);
  return order ? { order, mealNames, headline: orderHeadline(order, t, confirmedKey) } : null;
}
