import type { Migration } from './migration';

/** Flight offers and their seat holds (issue 10, ADR 014). */
export const offers0009: Migration = {
  id: '0009_offers',
  statements: [],
};
