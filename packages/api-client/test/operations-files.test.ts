// @vitest-environment node
/**
 * The operations that answer with a file (a report export, a card image, history and the lists as CSV)
 * give it as a Blob of its content type.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../src/index';
import { reportRequest } from './operations.cases';
import { client, serveOperations, server } from './operations.testing';

serveOperations();

describe('every operation', () => {
  it('exports a report as a file with the content type of each format', async () => {
    const formats = Object.entries(api.exportContentTypes) as [keyof typeof api.exportContentTypes, string][];
    for (const [format, contentType] of formats) {
      server.requests.length = 0;
      server.reply({ body: Buffer.from(`report as ${format}`), headers: { 'Content-Type': contentType } });
      const file = await api.exportReport(client, { body: { ...reportRequest, format } });
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        path: '/api/Reporting/Export',
        body: { ...reportRequest, format },
      });
      expect(file).toBeInstanceOf(Blob);
      expect(file.type).toBe(contentType);
      expect(await file.text()).toBe(`report as ${format}`);
    }
  });

  it("gets a card's image as a PNG, with its width, side and If-None-Match", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    server.reply({ body: png, headers: { 'Content-Type': 'image/png', ETag: '"abc"' } });
    const image = await api.getCardImage(client, {
      path: { id: 7 },
      query: { width: 300, side: 'back' },
      headers: { 'If-None-Match': '"old"' },
    });
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/Card/7/Image',
      query: 'width=300&side=back',
    });
    expect(server.requests[0]?.headers['if-none-match']).toBe('"old"');
    expect(image).toBeInstanceOf(Blob);
    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('exports history as CSV with the filters of the list, everything and a business', async () => {
    const csv = 'Time,Actor\r\n';
    server.reply({ body: Buffer.from(csv), headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    const everything = await api.exportHistory(client, {
      query: { from: '2026-11-01T00:00:00', filters: { entityType: 'card', action: ['card.update', 'card.delete'] } },
    });
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/History/Export',
      query:
        'from=2026-11-01T00%3A00%3A00&FilterType=entityType&Filter=card&FilterType=action&Filter=card.update&Filter=card.delete',
    });
    expect(everything).toBeInstanceOf(Blob);
    expect(everything.type).toMatch(/^text\/csv/);
    expect(await everything.text()).toBe(csv);

    server.requests.length = 0;
    server.reply({ body: Buffer.from(csv), headers: { 'Content-Type': 'text/csv' } });
    await api.exportBusinessHistory(client, { path: { id: 3 }, query: { filters: { actor: 'user-42' } } });
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/Business/3/History/Export',
      query: 'FilterType=actor&Filter=user-42',
    });
  });

  it.each([
    {
      name: 'exportBusinesses',
      call: () =>
        api.exportBusinesses(client, {
          query: { SearchTerm: 'bold', OrderBy: '-name', filters: { locations: 'Liverpool' } },
        }),
      path: '/api/Business/Export',
      query: 'SearchTerm=bold&OrderBy=-name&FilterType=locations&Filter=Liverpool',
    },
    {
      name: 'exportBusinessStaff',
      call: () => api.exportBusinessStaff(client, { path: { id: 3 }, query: { filters: { stores: ['5', '6'] } } }),
      path: '/api/Business/3/Staff/Export',
      query: 'FilterType=stores&Filter=5&Filter=6',
    },
    {
      name: 'exportBusinessStores',
      call: () => api.exportBusinessStores(client, { path: { id: 3 }, query: { OrderBy: 'no_of_employees' } }),
      path: '/api/Business/3/Stores/Export',
      query: 'OrderBy=no_of_employees',
    },
    {
      name: 'exportUsers',
      call: () => api.exportUsers(client, { query: { SearchTerm: 'amelia', filters: { roles: 'Customer' } } }),
      path: '/api/Users/Export',
      query: 'SearchTerm=amelia&FilterType=roles&Filter=Customer',
    },
    {
      name: 'exportTags',
      call: () => api.exportTags(client, { query: { storeID: 5, SearchTerm: '04:A2' } }),
      path: '/api/Tags/Export',
      query: 'storeID=5&SearchTerm=04%3AA2',
    },
  ])('exports a list as CSV with its search, filters and sort: $name', async ({ call, path, query }) => {
    const csv = '\uFEFFID,Name\r\n1,Bold Street Coffee\r\n';
    server.reply({
      body: Buffer.from(csv),
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="x.csv"' },
    });
    const file = await call();
    expect(server.requests[0]).toMatchObject({ method: 'GET', path, query });
    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toMatch(/^text\/csv/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new TextEncoder().encode(csv));
  });
});
