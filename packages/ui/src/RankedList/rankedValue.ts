const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A Top Cards value: the stamps count, grouped as in en-GB ('1 stamp', '1,234 stamps'). */
export function formatStamps(value: number): string {
  return `${numberFormat.format(value)} ${value === 1 ? 'stamp' : 'stamps'}`;
}
