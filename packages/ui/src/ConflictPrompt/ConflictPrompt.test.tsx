import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { ConflictPrompt } from './ConflictPrompt';
import { preloadModal } from '../Modal';

// The dialog's code is fetched when a modal first opens; here it is loaded first, so a modal
// renders open at once (loadModalDialog.test.tsx covers the wait).
beforeAll(async () => {
  await preloadModal();
});

const fields = [{ label: 'Business name', current: 'Harbour Roasters', mine: 'Bold Street Coffee House' }];

describe('ConflictPrompt', () => {
  it("shows each field's current value and the user's, and says which they chose", async () => {
    const onChoose = vi.fn();
    render(
      <ThemeProvider>
        <ConflictPrompt isOpen fields={fields} onChoose={onChoose} />
      </ThemeProvider>,
    );
    const prompt = screen.getByRole('alertdialog', { name: 'Changed by someone else' });
    expect(prompt).toHaveTextContent('NowHarbour Roasters');
    expect(prompt).toHaveTextContent('YoursBold Street Coffee House');
    await userEvent.click(screen.getByRole('button', { name: 'Take the current one' }));
    expect(onChoose).toHaveBeenCalledWith('current');
    await userEvent.click(screen.getByRole('button', { name: 'Apply mine on top' }));
    expect(onChoose).toHaveBeenLastCalledWith('mine');
  });

  it('renders nothing while closed', () => {
    render(
      <ThemeProvider>
        <ConflictPrompt isOpen={false} fields={fields} onChoose={vi.fn()} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
