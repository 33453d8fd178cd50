import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConflictPrompt, conflictText } from './ConflictPrompt';

const body = within(document.body);

const meta = {
  tags: ['reflow'],
  title: 'Components/ConflictPrompt',
  component: ConflictPrompt,
  args: {
    isOpen: true,
    fields: [{ label: 'Business name', current: 'Harbour Roasters', mine: 'Bold Street Coffee House' }],
    onChoose: fn(),
  },
} satisfies Meta<typeof ConflictPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One field: what it is now and what the user typed, each named. */
export const Default: Story = {
  play: async ({ args }) => {
    const prompt = await body.findByRole('alertdialog', { name: 'Changed by someone else' });
    await expect(prompt).toHaveAccessibleDescription(conflictText);
    const field = within(prompt).getByRole('listitem');
    await expect(field).toHaveTextContent('Business name');
    await expect(field).toHaveTextContent('NowHarbour Roasters');
    await expect(field).toHaveTextContent('YoursBold Street Coffee House');

    // Escape drops nothing: only a choice closes the prompt.
    await userEvent.keyboard('{Escape}');
    // Still there, and (once its entrance has faded in) shown.
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());
    await expect(args.onChoose).not.toHaveBeenCalled();

    await userEvent.click(body.getByRole('button', { name: 'Apply mine on top' }));
    await expect(args.onChoose).toHaveBeenCalledWith('mine');
  },
};

/** Taking the current version drops the user's change. */
export const TakeCurrent: Story = {
  play: async ({ args }) => {
    // The prompt takes focus first, a frame after it opens: a click before then would lose its focus to it.
    await waitFor(() => expect(body.getByRole('alertdialog')).toHaveFocus());
    await userEvent.click(body.getByRole('button', { name: 'Take the current one' }));
    await expect(args.onChoose).toHaveBeenCalledWith('current');
  },
};

/** Several fields, in the form's order. */
export const SeveralFields: Story = {
  args: {
    fields: [
      { label: 'First name', current: 'Samuel', mine: 'Sam' },
      { label: 'Phone number', current: '07700 900456', mine: '07700 900123' },
      { label: 'Postcode', current: 'No postcode', mine: 'L1 8JQ' },
    ],
  },
  play: async () => {
    const prompt = await body.findByRole('alertdialog');
    const fields = within(prompt).getAllByRole('listitem');
    await expect(fields.map((field) => field.firstChild?.textContent)).toEqual([
      'First name',
      'Phone number',
      'Postcode',
    ]);
  },
};

/** Long text wraps inside the prompt, which scrolls; the buttons stay in view. */
export const LongValues: Story = {
  args: {
    fields: [
      {
        label: 'Description',
        current: 'Speciality coffee roasted on site every morning. '.repeat(12).trim(),
        mine: 'A neighbourhood café with a roastery in the back, open seven days a week, with pastries baked next door. '
          .repeat(6)
          .trim(),
      },
    ],
  },
  play: async () => {
    const apply = await body.findByRole('button', { name: 'Apply mine on top' });
    // Once the modal has risen into place, its buttons sit inside the window, below the long text.
    await waitFor(() => expect(apply).toBeVisible());
    await expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
