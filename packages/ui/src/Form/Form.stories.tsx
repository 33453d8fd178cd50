import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ExampleForm, type ContactData } from './Form.examples';
import { FormInvalidBanner, type FormInvalidBannerProps } from './FormInvalidBanner';

const bannerText = "Some changes you've made are not valid. Please review them before saving.";

type StoryArgs = FormInvalidBannerProps & {
  /** The example form's submit handler (form stories only). */
  onSubmit: (data: ContactData) => void;
};

const meta = {
  tags: ['reflow'],
  title: 'Forms/Form',
  component: FormInvalidBanner,
  args: { onSubmit: fn() },
  argTypes: {
    isVisible: { control: 'boolean' },
    autoHideAfterMs: { control: { type: 'number', min: 0, step: 500 } },
    attempt: { control: { type: 'number', min: 0, step: 1 } },
    children: { control: 'text' },
    onSubmit: { table: { disable: true } },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

/** The banner of an invalid form, as an alert. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(bannerText);
  },
};

export const Playground: Story = {
  args: { isVisible: true, attempt: 0 },
};

export const InvalidBanner: Story = {
  args: { isVisible: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent(bannerText);
    await expect(banner).toHaveAttribute('data-component', 'FormInvalidBanner');
  },
};

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The store form's banner goes after 3 seconds. */
export const AutoHide: Story = {
  args: { autoHideAfterMs: 3000, onHide: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(bannerText);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 6000 });
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};

/** A failed save: the banner appears, every field says what is wrong, nothing is saved. */
export const InvalidSubmit: Story = {
  render: (args) => <ExampleForm onSubmit={args.onSubmit} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '020 7946 0018');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(bannerText);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleErrorMessage('Required');
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleErrorMessage(
      'Invalid phone number format; examples 07123 456789 and +44 7123 456789',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing one field leaves the banner while others are wrong; saving is still blocked.
    await userEvent.type(name, 'Bean There Camden');
    await expect(name).not.toBeInvalid();
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The store form: after a failed save the banner shows for 3 seconds; the field errors stay. */
export const InvalidSubmitAutoHide: Story = {
  render: (args) => <ExampleForm onSubmit={args.onSubmit} autoHideAfterMs={3000} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(bannerText);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 6000 });
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleErrorMessage('Required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid save: the handler gets the parsed values (the latitude as a number). */
export const ValidSubmit: Story = {
  render: (args) => <ExampleForm onSubmit={args.onSubmit} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Bean There Camden');
    await userEvent.tab();
    await userEvent.keyboard('camden@beanthere.example');
    await userEvent.tab();
    await userEvent.keyboard('07123 456789');
    await userEvent.tab();
    await userEvent.keyboard('51.539');
    // Enter in a field submits the form.
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        name: 'Bean There Camden',
        emailAddress: 'camden@beanthere.example',
        phoneNumber: '07123 456789',
        latitude: 51.539,
      },
      expect.anything(),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
