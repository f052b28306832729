/** The feature groups of a business's details JSON and how many phrases a card takes from each. */
export const DETAIL_GROUPS = [
  { key: 'Highlights', take: 3 },
  { key: 'Popular for', take: 2 },
  { key: 'Offerings', take: 2 },
] as const;
/** The most feature phrases a result card shows. */
export const MAX_CARD_FEATURES = 4;
