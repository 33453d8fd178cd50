/**
 * A text as lists and pages show it: trimmed, or the placeholder when it is blank, e.g.
 * `textOr(person.name, 'Unnamed')` gives 'Unnamed' for a person without a name. Show the
 * placeholder in a subdued style, so a missing value never looks like a real one.
 */
export function textOr(text: string | null | undefined, placeholder: string): string {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? placeholder : trimmed;
}

/** Whether a value counts as blank data: absent, or a string of only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
