/**
 * Texts shown in place of blank data. Lists, cards and rows show them in a subdued style, so a
 * missing value never looks like a real one.
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

/**
 * A text as lists and pages show it: trimmed, or the placeholder when it is blank, e.g.
 * `textOr(store.name, placeholders.storeName)` gives 'Unnamed store' for a store without a name.
 */
export function textOr(text: string | null | undefined, placeholder: string): string {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? placeholder : trimmed;
}

/** Whether a value counts as blank data: absent, or a string of only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
