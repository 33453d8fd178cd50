import { describe, expect, it } from 'vitest';
import { changesText, changeValue, historyCsvLine, type HistoryCsvEntry } from './historyCsv';

const entry: HistoryCsvEntry = {
  id: '12',
  occurredAt: '2026-11-17T09:30:00Z',
  actorName: 'Anna Lee',
  actorRole: 'Administrator',
  businessId: 1,
  storeId: null,
  entityType: 'card',
  entityId: '7',
  entityName: 'Coffee Club',
  action: 'card.update',
  changes: [{ field: 'configuration.totalNoOfStamps', before: 10, after: 8 }],
};

describe('a history entry as CSV', () => {
  it('says each change as field: before → after, joined by semicolons', () => {
    expect(
      changesText([
        { field: 'name', before: 'Coffee card', after: 'Coffee Club' },
        { field: 'active', before: true, after: false },
        { field: 'logoImageUrl', before: null, after: { bytes: 3000 } },
      ]),
    ).toBe('name: Coffee card → Coffee Club; active: true → false; logoImageUrl: — → {"bytes":3000}');
    expect(changeValue(undefined)).toBe('—');
  });

  it('writes one line of ten cells, an empty one for no store', () => {
    expect(historyCsvLine(entry)).toBe(
      '2026-11-17T09:30:00Z,Anna Lee,Administrator,1,,card,7,Coffee Club,card.update,configuration.totalNoOfStamps: 10 → 8\r\n',
    );
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    const line = historyCsvLine({
      ...entry,
      entityName: 'Bold, "Street"',
      changes: [{ field: 'description', before: 'One', after: 'Two\nlines' }],
    });
    expect(line).toContain(',"Bold, ""Street""",');
    expect(line).toContain(',"description: One → Two\nlines"\r\n');
  });

  it.each([
    ['=HYPERLINK("http://example.com")', `"'=HYPERLINK(""http://example.com"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('keeps %s, which a spreadsheet would run as a formula, as text with a leading quote', (name, cell) => {
    expect(historyCsvLine({ ...entry, entityName: name, changes: [] }).split(',')[7]).toBe(cell);
  });
});
