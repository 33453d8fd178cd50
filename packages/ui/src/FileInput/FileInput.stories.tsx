import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { sampleImageFile } from '../testing';
import { FileInput } from './FileInput';

const rejectedMessage = 'Only PNG or JPEG images can be uploaded.';
const incompleteMessage = 'The image is incomplete or damaged: choose another file.';

function pngLogo() {
  return sampleImageFile('png', 'logo.png');
}

/** The native input behind the button: hidden, so not reachable by role; the user never sees it. */
function nativeInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('The file input is missing');
  return input;
}

/**
 * Drags files over, or drops them on, an element as the browser does. Chromium's DragEvent takes only a
 * real DataTransfer, which fireEvent replaces with an empty one, so the event is dispatched directly.
 */
function drag(element: Element, type: 'dragover' | 'drop', files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

// The card builder's logo upload (png or jpeg only).
const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: { label: 'Logo', onChange: fn(), onBlur: fn() },
  argTypes: { description: { control: 'text' }, defaultValue: { control: false }, value: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Logo Choose image' })).toBeVisible();
    await expect(canvas.getByText('No image chosen')).toBeVisible();
    const logo = pngLogo();
    await userEvent.upload(nativeInput(canvasElement), logo);
    // The file is checked to its end first.
    await expect(await canvas.findByText('logo.png')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(logo);
  },
};

export const Playground: Story = {
  args: { description: 'PNG or JPEG', isRequired: false, isDisabled: false, isReadOnly: false },
};

export const WithDescription: Story = {
  args: { description: 'A PNG or JPEG image, shown at the top of the card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Logo Choose image' })).toHaveAccessibleDescription(
      'A PNG or JPEG image, shown at the top of the card',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Required' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Logo Choose image' });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleErrorMessage('Required');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logo Choose image' })).toHaveAccessibleDescription('Required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: pngLogo() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Logo Choose image' })).toBeDisabled();
    await expect(canvas.getByText('logo.png')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove logo.png' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: pngLogo() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('logo.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logo Choose image' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove logo.png' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AcceptsPng: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = nativeInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    const logo = pngLogo();
    await userEvent.upload(input, logo);
    await expect(await canvas.findByText('logo.png')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(logo);
    await expect(canvas.getByRole('button', { name: 'Logo Choose image' })).not.toHaveAttribute('aria-invalid');
    // A native form would submit it too.
    await expect(input.files?.[0]).toBe(logo);
    // A JPEG replaces it.
    const photo = sampleImageFile('jpeg', 'storefront.jpg');
    await userEvent.upload(input, photo);
    await expect(await canvas.findByText('storefront.jpg')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(photo);
  },
};

export const RejectsPdf: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Logo Choose image' });
    const menu = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' });
    // As if "All files" were chosen in the system dialog, past the picker's PNG/JPEG filter.
    await userEvent.upload(nativeInput(canvasElement), menu, { applyAccept: false });
    await waitFor(() => expect(button).toHaveAccessibleErrorMessage(rejectedMessage));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(rejectedMessage);
    await expect(canvas.getByText('No image chosen')).toBeVisible();
    await expect(nativeInput(canvasElement).files).toHaveLength(0);
    // A PNG next is taken, and the message goes.
    await userEvent.upload(nativeInput(canvasElement), pngLogo());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(button).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const RejectsImageCutShort: Story = {
  name: 'Rejects an image cut short',
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Logo Choose image' });
    // Named, typed and starting as a PNG, but the download stopped before its end.
    await userEvent.upload(nativeInput(canvasElement), sampleImageFile('pngWithoutEnd', 'logo.png'));
    await waitFor(() => expect(button).toHaveAccessibleErrorMessage(incompleteMessage));
    await expect(canvas.getByRole('status')).toHaveTextContent(incompleteMessage);
    // The same for a JPEG without its end-of-image marker.
    await userEvent.upload(nativeInput(canvasElement), sampleImageFile('jpegWithoutEnd', 'photo.jpg'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(incompleteMessage));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('No image chosen')).toBeVisible();
  },
};

export const RejectsTooLarge: Story = {
  name: 'Rejects an image over its size limit',
  args: { maxBytes: 1024 * 1024, description: 'PNG or JPEG, at most 1 MB.' },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Logo Choose image' });
    const huge = new File([new Uint8Array(1024 * 1024 + 1)], 'poster.png', { type: 'image/png' });
    await userEvent.upload(nativeInput(canvasElement), huge);
    await waitFor(() =>
      expect(button).toHaveAccessibleErrorMessage('The image is too large: use one of at most 1 MB.'),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DropAnImage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvasElement.querySelector('[data-part="drop-zone"]');
    if (zone === null) throw new Error('The drop zone is missing');
    const gif = new File(['GIF89a'], 'animation.gif', { type: 'image/gif' });
    drag(zone, 'dragover', [gif]);
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
    drag(zone, 'drop', [gif]);
    await waitFor(() => expect(zone).not.toHaveAttribute('data-drop-target'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Logo Choose image' })).toHaveAccessibleErrorMessage(rejectedMessage),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    const logo = pngLogo();
    drag(zone, 'drop', [logo]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith(logo);
    await expect(canvas.getByText('logo.png')).toBeVisible();
    await waitFor(() => expect(nativeInput(canvasElement).files?.[0]).toBe(logo));
  },
};

export const Remove: Story = {
  args: { defaultValue: pngLogo() },
  play: async ({ args, canvas }) => {
    const choose = canvas.getByRole('button', { name: 'Logo Choose image' });
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove logo.png' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText('No image chosen')).toBeVisible();
    // Focus stays in the field, on the choose button.
    await expect(choose).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The system dialog cannot be driven from a test: check that the button asks the input for it.
    const openDialog = spyOn(nativeInput(canvasElement), 'click').mockImplementation(() => undefined);
    const choose = canvas.getByRole('button', { name: 'Logo Choose image' });
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openDialog).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(openDialog).toHaveBeenCalledTimes(2);
    openDialog.mockRestore();
  },
};
