/**
 * The product's texts shown in place of blank data, and its badges of business and store cards.
 * Lists, cards and rows show a placeholder in a subdued style (the kit's `EntityCard` and
 * `textOr`), so a missing value never looks like a real one.
 */
export const placeholders = {
  businessName: 'Unnamed business',
  description: 'No description available',
  storeName: 'Unnamed store',
  street: 'Unspecified street',
  city: 'Unspecified city',
  stores: 'No stores',
  userName: 'Unnamed user',
  email: 'No email',
} as const;

/**
 * Badges of business and store cards: the "Multi-store business" banner of a business card and
 * the "Single-store" badge of a store of a single-store business.
 */
export const badgeLabels = {
  multiStore: 'Multi-store business',
  singleStore: 'Single-store',
} as const;
