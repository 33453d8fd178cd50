// @vitest-environment node
/** The operations that answer with a file (a report export, a card image, history as CSV) give it as a Blob of its content type. */
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
});
