import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleImageFile } from '../testing';
import { ThemeProvider } from '../theme';
import { InlineEditImage } from './InlineEditImage';
import { InlineEditText } from './InlineEditText';
import { InlineEditTextArea } from './InlineEditTextArea';

function renderInTheme(element: ReactElement) {
  return render(<ThemeProvider>{element}</ThemeProvider>);
}

describe('InlineEditText', () => {
  it('opens a text box with the hint, saves on Enter and gives focus back to the value', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderInTheme(<InlineEditText label="Business name" value="Bean There" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit Business name: Bean There' }));
    const input = screen.getByRole('textbox', { name: 'Business name' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Click outside the text box to save');
    await user.clear(input);
    await user.type(input, 'Bean There Camden{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Bean There Camden', { previousValue: 'Bean There' });
    const button = await screen.findByRole('button', { name: 'Edit Business name: Bean There Camden' });
    await waitFor(() => {
      expect(button).toHaveFocus();
    });
  });

  it('saves when the text box loses focus', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderInTheme(<InlineEditText label="Business name" value="Bean There" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: /Edit Business name/ }));
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), ' Camden');
    await user.tab();
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Bean There Camden', { previousValue: 'Bean There' });
  });

  it('cancels on Escape and restores the value', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderInTheme(<InlineEditText label="Business name" value="Bean There" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: /Edit Business name/ }));
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), ' typo{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Business name: Bean There' })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the error of a failed save with the typed text kept', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new Error('The name is already taken.'));
    renderInTheme(<InlineEditText label="Business name" value="Bean There" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: /Edit Business name/ }));
    const input = screen.getByRole('textbox', { name: 'Business name' });
    await user.type(input, ' Camden{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The name is already taken.');
    expect(input).toHaveValue('Bean There Camden');
    expect(input).toHaveAccessibleErrorMessage('The name is already taken.');
  });

  it('shows the placeholder for an empty value', () => {
    renderInTheme(
      <InlineEditText label="Description" value="" placeholder="No description available" onSave={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Edit Description: No description available' })).toBeInTheDocument();
  });

  it('shows the value without an edit button when read-only', () => {
    renderInTheme(<InlineEditText label="Business name" value="Bean There" onSave={vi.fn()} isReadOnly />);
    expect(screen.getByText('Bean There')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('InlineEditTextArea', () => {
  it('starts a new line on Enter and saves on Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderInTheme(<InlineEditTextArea label="Description" value="Coffee" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: /Edit Description/ }));
    const textArea = screen.getByRole('textbox', { name: 'Description' });
    await user.type(textArea, '{Enter}and cake');
    expect(onSave).not.toHaveBeenCalled();
    expect(textArea).toHaveValue('Coffee\nand cake');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Coffee\nand cake', { previousValue: 'Coffee' });
  });
});

describe('InlineEditImage', () => {
  it('shows the image with its text alternative and saves a chosen PNG', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderInTheme(<InlineEditImage src="/logo.png" alt="Bean There logo" onSave={onSave} />);
    expect(screen.getByRole('img', { name: 'Bean There logo' })).toHaveAttribute('src', '/logo.png');
    const file = sampleImageFile('png', 'logo.png');
    await user.upload(screen.getByLabelText('Change image'), file);
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledExactlyOnceWith(file);
    });
  });

  it('refuses a file that is not a PNG or JPEG image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSave = vi.fn();
    renderInTheme(<InlineEditImage src="/logo.png" alt="Bean There logo" onSave={onSave} />);
    await user.upload(
      screen.getByLabelText('Change image'),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG or JPEG images can be uploaded.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an image cut short, and one over its size limit', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderInTheme(<InlineEditImage src="/logo.png" alt="Bean There logo" onSave={onSave} maxBytes={50} />);
    // 50 bytes: within the limit, but cut short.
    await user.upload(screen.getByLabelText('Change image'), sampleImageFile('pngCutShort', 'logo.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is incomplete or damaged: choose another file.',
    );
    await user.upload(screen.getByLabelText('Change image'), sampleImageFile('png', 'logo.png'));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('The image is too large: use one of at most 50 bytes.');
    });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a JPEG by its name when the browser gives no type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSave = vi.fn();
    renderInTheme(<InlineEditImage src="" alt="Bean There logo" onSave={onSave} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    const file = sampleImageFile('jpeg', 'logo.JPG', '');
    await user.upload(screen.getByLabelText('Change image'), file);
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledExactlyOnceWith(file);
    });
  });

  it('offers no upload when read-only', () => {
    renderInTheme(<InlineEditImage src="/logo.png" alt="Bean There logo" onSave={vi.fn()} isReadOnly />);
    expect(screen.queryByLabelText('Change image')).not.toBeInTheDocument();
  });
});
