import { sampleImageFile } from '@stampcard/ui/testing';
import { ThemeProvider } from '@stampcard/ui/theme';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CardDraft, UpdateCard } from '../types';
import { LogoUpload } from './LogoUpload';

const png = sampleImageFile('png', 'logo.png');

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

  it('refuses a logo cut short, changing nothing', async () => {
    const onUpdate = vi.fn<UpdateCard>();
    renderUpload(null, onUpdate);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [sampleImageFile('pngWithoutEnd', 'logo.png')] } });
    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Logo Choose image' })).toHaveAccessibleErrorMessage(
        'The image is incomplete or damaged: choose another file.',
      );
    });
    expect(onUpdate).not.toHaveBeenCalled();
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
  });
});
