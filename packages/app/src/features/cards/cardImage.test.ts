import { ApiError, createStampcardClient } from '@stampcard/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardImageFileName, downloadCardImage } from './cardImage';

describe('cardImageFileName', () => {
  const configuration = { title: 'Coffee title' };

  it("names the file after the card's name, else its title, else Card", () => {
    expect(cardImageFileName({ name: 'Coffee card', configuration }, 'front')).toBe('Coffee card.png');
    expect(cardImageFileName({ name: '  ', configuration }, 'front')).toBe('Coffee title.png');
    expect(cardImageFileName({ name: null, configuration: {} }, 'front')).toBe('Card.png');
  });

  it('says when it is the back', () => {
    expect(cardImageFileName({ name: 'Coffee card', configuration }, 'back')).toBe('Coffee card (back).png');
  });

  it('replaces the characters file systems refuse', () => {
    expect(cardImageFileName({ name: 'Tea/Coffee: "10 for 9"?', configuration }, 'front')).toBe(
      'Tea Coffee 10 for 9.png',
    );
    expect(cardImageFileName({ name: '***', configuration }, 'front')).toBe('Card.png');
  });
});

describe('downloadCardImage', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  /** A client whose every request is answered by `answer`; records the URLs asked for. */
  function clientAnswering(answer: () => Response) {
    const requests: URL[] = [];
    const api = createStampcardClient({
      baseUrl: 'https://api.example',
      retries: 0,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new URL(new Request(input, init).url));
        return Promise.resolve(answer());
      },
    });
    return { api, requests };
  }

  it('asks for the side 500 pixels wide and saves the PNG under the card’s name', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { api, requests } = clientAnswering(() => new Response(png, { headers: { 'Content-Type': 'image/png' } }));
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      if (file instanceof Blob) created.push(file);
      return 'blob:https://app.example/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });

    await downloadCardImage(api, { loyaltyCardID: 7, name: 'Coffee card', configuration: {} }, 'back');

    expect(requests.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/Card/7/Image?width=500&side=back']);
    expect(clicked).toEqual([{ download: 'Coffee card (back).png', href: 'blob:https://app.example/1' }]);
    expect(created[0]?.type).toBe('image/png');
    expect(new Uint8Array(await (created[0] ?? new Blob()).arrayBuffer())).toEqual(png);
    // The link is gone once clicked.
    expect(document.querySelector('a')).toBeNull();
  });

  it('saves nothing when the API refuses, and says why', async () => {
    const { api } = clientAnswering(() => Response.json({ errors: ['Card 7 was not found.'] }, { status: 404 }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const error = await downloadCardImage(api, { loyaltyCardID: 7, configuration: {} }, 'front').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errors: ['Card 7 was not found.'] });
    expect(click).not.toHaveBeenCalled();
  });
});
