import type { AstroGlobal } from 'astro';
import { loadMealNames, loadOrder } from '../../lib/payment/order-loaders';

/**
 * The order a flight confirmation or success page shows (`?orderId=`, read with the visitor's token)
 * and the meal names for its meal requests; null when there is no such order: the page is a 404.
 */
export async function loadFlightOrderPage(astro: AstroGlobal) {
  const orderId = astro.url.searchParams.get('orderId') ?? '';
  const { scope } = astro.locals;
  const [order, mealNames] = await Promise.all([loadOrder(scope, orderId), loadMealNames(scope)]);
  return order ? { order, mealNames } : null;
}
