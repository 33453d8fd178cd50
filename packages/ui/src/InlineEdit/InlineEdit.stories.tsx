import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleImageFile } from '../testing';
import { getValidationMessage, requiredText } from '../validation';
import { InlineEditGroup } from './InlineEditGroup';
import { InlineEditImage } from './InlineEditImage';
import { InlineEditText } from './InlineEditText';
import { InlineEditTextArea } from './InlineEditTextArea';
import type { InlineEditTextProps } from './InlineEditField';
import type { InlineEditSaveContext } from './useInlineEdit';

/** A promise the play function settles itself: no timers. */
function createDeferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((resolvePromise) => {
    resolve = resolvePromise;
  });
  return { promise, resolve };
}

/** A square logo as an inline SVG, so the stories need no network. */
const logoSrc =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#3E4AD8"/><circle cx="60" cy="60" r="34" fill="#fff"/><text x="60" y="68" font-size="24" font-family="Inter" text-anchor="middle" fill="#3E4AD8">BT</text></svg>',
  );

/**
 * As a details page uses it: the page keeps the value and passes the saved one back, so the field
 * shows what was saved.
 */
function Stateful({
  Component,
  ...props
}: InlineEditTextProps & { Component: typeof InlineEditText | typeof InlineEditTextArea }) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: '100%', maxWidth: 360 }}>
      <Component
        {...props}
        value={value}
        onSave={async (text: string, context: InlineEditSaveContext) => {
          await props.onSave(text, context);
          setValue(text);
        }}
      />
    </div>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'Forms/InlineEdit',
  component: InlineEditText,
  args: {
    label: 'Business name',
    value: 'Bean There',
    onSave: fn(),
  },
  argTypes: {
    value: { control: 'text' },
    placeholder: { control: 'text' },
    hint: { control: 'text' },
    isReadOnly: { control: 'boolean' },
    noChangesDurationMs: { control: { type: 'number', min: 0, step: 500 } },
  },
  render: (args) => <Stateful {...args} Component={InlineEditText} />,
} satisfies Meta<typeof InlineEditText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Business name: Bean There' }));
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('Bean There');
    await expect(canvas.getByText('Click outside the text box to save')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Click outside the text box to save');
  },
};

export const Playground: Story = {
  args: { placeholder: 'Unnamed business', isReadOnly: false },
};

export const EditAndSaveOnEnter: Story = {
  play: async ({ args, canvas }) => {
    // Keyboard only: Tab to the value, Enter to edit, Enter to save.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit Business name: Bean There' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard(' Camden{Enter}');

    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('Bean There Camden', { previousValue: 'Bean There' });
    const button = await canvas.findByRole('button', { name: 'Edit Business name: Bean There Camden' });
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const SaveOnBlur: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Edit Business name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Business name' }), ' Camden');
    // Clicking outside the text box saves.
    await userEvent.click(document.body);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('Bean There Camden', { previousValue: 'Bean There' });
    await expect(await canvas.findByRole('button', { name: 'Edit Business name: Bean There Camden' })).toBeVisible();
  },
};

export const CancelOnEscape: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' typo');
    await expect(canvas.getByRole('textbox', { name: 'Business name' })).toHaveValue('Bean There typo');
    await userEvent.keyboard('{Escape}');

    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Edit Business name: Bean There' });
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    // Opening again starts from the saved value.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Business name' })).toHaveValue('Bean There');
  },
};

let pendingSave = createDeferred();

export const Saving: Story = {
  args: { onSave: fn(() => pendingSave.promise) },
  play: async ({ args, canvas }) => {
    pendingSave = createDeferred();
    await userEvent.click(canvas.getByRole('button', { name: /Edit Business name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Business name' }), ' Camden{Enter}');

    // In flight: "Saving" is shown and announced, the field is busy and cannot be typed in.
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving');
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await expect(input.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(input).toHaveAttribute('readonly');
    await expect(args.onSave).toHaveBeenCalledTimes(1);

    pendingSave.resolve();
    await expect(await canvas.findByRole('button', { name: 'Edit Business name: Bean There Camden' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const SecondSaveIgnored: Story = {
  args: { onSave: fn(() => pendingSave.promise) },
  play: async ({ args, canvas }) => {
    pendingSave = createDeferred();
    await userEvent.click(canvas.getByRole('button', { name: /Edit Business name/ }));
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await userEvent.type(input, ' Camden{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving');

    // Enter again, and leaving the text box, while the first save runs: both ignored.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(document.body);
    await expect(args.onSave).toHaveBeenCalledTimes(1);

    pendingSave.resolve();
    await expect(await canvas.findByRole('button', { name: 'Edit Business name: Bean There Camden' })).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const FailedSaveKeepsValue: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Could not save: the name is already taken.'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Edit Business name/ }));
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await userEvent.type(input, ' Camden{Enter}');

    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not save: the name is already taken.');
    await expect(input).toHaveValue('Bean There Camden');
    await expect(input).toHaveFocus();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('Could not save: the name is already taken.');
    // The user can try again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
  },
};

/**
 * After a failed save, leaving the text box to read why (a message's Details elsewhere on the
 * page) sends nothing again; the typed text and the reason stay.
 */
export const LeavingAFailedSaveSendsNothing: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Could not save: the name is already taken.'))) },
  render: (args) => (
    <div>
      <InlineEditText {...args} />
      <button type="button">Details</button>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Edit Business name/ }));
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await userEvent.type(input, ' Camden{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not save: the name is already taken.');
    await userEvent.click(canvas.getByRole('button', { name: 'Details' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('Bean There Camden');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not save: the name is already taken.');
  },
};

const businessNameSchema = requiredText({ max: 200 });

/** Checked before saving with a schema of the validation catalogue: refused, no call. */
export const RefusedByValidation: Story = {
  args: { validate: (text: string) => getValidationMessage(businessNameSchema, text) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Edit Business name/ }));
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Required');
    await expect(input).toHaveAccessibleErrorMessage('Required');
    await expect(args.onSave).not.toHaveBeenCalled();
    // Typing clears the message.
    await userEvent.keyboard('Bean There');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const NoChanges: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Edit Business name/ }));
    await userEvent.keyboard('{Enter}');

    await expect(canvas.getByRole('status')).toHaveTextContent('No changes to apply.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Edit Business name: Bean There' })).toBeVisible();
    // The warning goes after 2 seconds.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 5000 });
  },
};

export const TextArea: Story = {
  args: {
    label: 'Description',
    value: 'Speciality coffee and home-made cakes.',
    placeholder: 'No description available',
  },
  render: (args) => <Stateful {...args} Component={InlineEditTextArea} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Edit Description/ }));
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    // Enter starts a new line; Ctrl+Enter saves.
    await userEvent.keyboard('{Enter}Open every day.');
    await expect(textArea).toHaveValue('Speciality coffee and home-made cakes.\nOpen every day.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('Speciality coffee and home-made cakes.\nOpen every day.', {
      previousValue: 'Speciality coffee and home-made cakes.',
    });
    await expect(await canvas.findByRole('button', { name: /Open every day\./ })).toBeVisible();
  },
};

export const Image: Story = {
  render: (args) => <InlineEditImage src={logoSrc} alt="Bean There logo" onSave={args.onSave} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bean There logo' })).toBeVisible();
    const input = canvas.getByLabelText('Change image');

    const png = sampleImageFile('png', 'logo.png');
    await userEvent.upload(input, png);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(png);

    // A PDF picked with the file dialog's "All files": refused, not saved.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only PNG or JPEG images can be uploaded.');

    // A PNG cut short by an interrupted download: refused too, never half-shown.
    await userEvent.upload(input, sampleImageFile('pngCutShort', 'logo.png'));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The image is incomplete or damaged: choose another file.'),
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bean There')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const EmptyPlaceholder: Story = {
  args: { label: 'Description', value: '', placeholder: 'No description available' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit Description: No description available' });
    await userEvent.click(button);
    const input = canvas.getByRole('textbox', { name: 'Description' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'No description available');
    await userEvent.keyboard('Coffee and cake{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('Coffee and cake', { previousValue: '' });
  },
};

/** Several fields of one section: while one saves, saving another is ignored. */
export const GroupSavesOneAtATime: Story = {
  args: { onSave: fn(() => pendingSave.promise) },
  render: (args) => (
    <InlineEditGroup>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%', maxWidth: 360 }}>
        <InlineEditText label="Business name" value="Bean There" onSave={args.onSave} />
        <InlineEditTextArea label="Description" value="" placeholder="No description available" onSave={fn()} />
      </div>
    </InlineEditGroup>
  ),
  play: async ({ args, canvas }) => {
    pendingSave = createDeferred();
    await userEvent.click(canvas.getByRole('button', { name: /Edit Business name/ }));
    await userEvent.keyboard(' Camden{Enter}');
    await expect(canvas.getByText('Saving')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Edit Description/ }));
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.keyboard('Coffee{Control>}{Enter}{/Control}');
    // Ignored: the description stays open with its text.
    await expect(description).toHaveValue('Coffee');
    await expect(args.onSave).toHaveBeenCalledTimes(1);

    pendingSave.resolve();
    await waitFor(() => expect(canvas.queryByText('Saving')).not.toBeInTheDocument());
    await userEvent.click(description);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await canvas.findByRole('button', { name: 'Edit Description: Coffee' })).toBeVisible();
  },
};
