import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleImageFile } from '../testing';
import { ThemeProvider } from '../theme';
import { FileInput, type FileInputProps } from './FileInput';

const logo = sampleImageFile('png', 'logo.png');
const menu = new File(['pdf'], 'menu.pdf', { type: 'application/pdf' });

function renderFileInput(props: Partial<FileInputProps> = {}) {
  const onChange = vi.fn();
  const { container } = render(
    <ThemeProvider>
      <FileInput label="Logo" onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  const nativeInput = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (nativeInput === null) throw new Error('No file input');
  return { onChange, nativeInput, button: screen.getByRole('button', { name: 'Logo Choose image' }) };
}

describe('FileInput', () => {
  it('offers PNG and JPEG in the picker and hands out the chosen image', async () => {
    const { onChange, nativeInput } = renderFileInput();
    expect(nativeInput).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(nativeInput, logo);
    await waitFor(() => {
      expect(onChange).toHaveBeenCalledExactlyOnceWith(logo);
    });
    expect(screen.getByText('logo.png')).toBeInTheDocument();
  });

  it('refuses any other file with a message, and does not hand it out', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onChange, nativeInput, button } = renderFileInput();
    await user.upload(nativeInput, menu);
    await waitFor(() => {
      expect(button).toHaveAccessibleErrorMessage('Only PNG or JPEG images can be uploaded.');
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Only PNG or JPEG images can be uploaded.');
    expect(screen.getByText('No image chosen')).toBeInTheDocument();

    // An image chosen next clears the message.
    await user.upload(nativeInput, logo);
    await waitFor(() => {
      expect(button).not.toBeInvalid();
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('refuses an image cut short, and one over the size limit, saying why', async () => {
    const { onChange, nativeInput, button } = renderFileInput({ maxBytes: 1024 * 1024 });
    await userEvent.upload(nativeInput, sampleImageFile('pngWithoutEnd', 'logo.png'));
    await waitFor(() => {
      expect(button).toHaveAccessibleErrorMessage('The image is incomplete or damaged: choose another file.');
    });
    await userEvent.upload(nativeInput, sampleImageFile('jpegWithoutEnd', 'photo.jpg'));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('The image is incomplete or damaged: choose another file.');
    });
    const huge = new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(nativeInput, huge);
    await waitFor(() => {
      expect(button).toHaveAccessibleErrorMessage('The image is too large: use one of at most 1 MB.');
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
  });

  it('keeps only the latest choice when an earlier file is still being checked', async () => {
    const { onChange, nativeInput } = renderFileInput();
    const second = sampleImageFile('jpeg', 'second.jpg');
    fireEvent.change(nativeInput, { target: { files: [logo] } });
    fireEvent.change(nativeInput, { target: { files: [second] } });
    await waitFor(() => {
      expect(screen.getByText('second.jpg')).toBeInTheDocument();
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(second);
  });

  it('takes an image dropped on the box, and refuses anything else dropped', async () => {
    const { onChange, button } = renderFileInput();
    const box = button.parentElement;
    if (box === null) throw new Error('No drop zone');
    fireEvent.drop(box, { dataTransfer: { files: [menu], types: ['Files'] } });
    await waitFor(() => {
      expect(button).toHaveAccessibleErrorMessage('Only PNG or JPEG images can be uploaded.');
    });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.drop(box, { dataTransfer: { files: [logo], types: ['Files'] } });
    await waitFor(() => {
      expect(onChange).toHaveBeenCalledExactlyOnceWith(logo);
    });
  });

  it('removes the file, then puts focus back on the choose button', async () => {
    const { onChange, button } = renderFileInput({ defaultValue: logo });
    await userEvent.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens the picker from the keyboard', async () => {
    const { nativeInput, button } = renderFileInput();
    const click = vi.spyOn(nativeInput, 'click');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('tells screen readers a file is required', () => {
    const { button } = renderFileInput({ isRequired: true, description: 'Shown at the top of the card' });
    expect(button).toHaveAccessibleDescription('Shown at the top of the card Required');
  });

  it('shows the file but offers no change when read-only', () => {
    const { button } = renderFileInput({ defaultValue: logo, isReadOnly: true });
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove logo.png' })).toBeNull();
  });
});
