import { ThemeProvider } from '@stampcard/ui/theme';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CardDraft, UpdateCard } from '../types';
import { LogoUpload } from './LogoUpload';

const png = new File(
  [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d])],
  'logo.png',
  { type: 'image/png' },
);

function renderUpload(encodedLogo: string | null, onUpdate: UpdateCard) {
  const element = (logo: string | null) => (
    <ThemeProvider>
      <LogoUpload hasLogo={logo !== null} encodedLogo={logo} onUpdate={onUpdate} isReadOnly={false} />
    </ThemeProvider>
  );
  const view = render(element(encodedLogo));
  return { rerender: (logo: string | null) => view.rerender(element(logo)) };
}

describe('LogoUpload', () => {
  it("shows the chosen file's name while it is the card's logo, and not after an undo", async () => {
    const onUpdate = vi.fn<UpdateCard>();
    const { rerender } = renderUpload(null, onUpdate);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [png] } });
    await vi.waitFor(() => {
      expect(onUpdate).toHaveBeenCalledTimes(1);
    });
    const recipe = onUpdate.mock.calls[0]?.[0];
    const card = recipe?.({ configuration: {} } satisfies CardDraft);
    const encoded = card?.configuration.logoEncodedString ?? null;
    expect(encoded).not.toBeNull();
    expect(card?.configuration.logoMimeType).toBe('image/png');

    rerender(encoded);
    expect(screen.getByText('logo.png')).toBeInTheDocument();

    // Undo takes the card back to no logo: the file's name goes with it.
    rerender(null);
    expect(screen.queryByText('logo.png')).not.toBeInTheDocument();
    expect(screen.getByText('No image chosen')).toBeInTheDocument();

    // Redo brings the same logo back, and its name.
    rerender(encoded);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
  });
});
