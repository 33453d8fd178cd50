import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu, MenuItem } from './Menu';

const meta = {
  tags: ['reflow'],
  title: 'Components/Menu',
  component: Menu,
  args: {
    label: 'Actions',
    onAction: fn(),
    onOpenChange: fn(),
    children: [
      <MenuItem key="edit" id="edit">
        Edit parameters
      </MenuItem>,
      <MenuItem key="convert" id="convert">
        Convert to multi-store business
      </MenuItem>,
      <MenuItem key="delete" id="delete">
        Delete store
      </MenuItem>,
    ],
  },
  argTypes: {
    children: { control: false },
    triggerVariant: { control: 'inline-radio', options: ['primary', 'secondary', 'negative', 'plain'] },
    triggerSize: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    placement: { control: 'select', options: ['bottom-start', 'bottom-end', 'top-start', 'top-end'] },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit parameters' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const Playground: Story = {
  args: { triggerVariant: 'secondary', triggerSize: 'medium', placement: 'bottom-start', isDisabled: false },
};

export const WithDisabledItem: Story = {
  args: { disabledKeys: ['convert'] },
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    let menu = await body.findByRole('menu');
    const convert = within(menu).getByRole('menuitem', { name: 'Convert to multi-store business' });
    await expect(convert).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(convert, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    // The keyboard skips the disabled item.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit parameters' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete store' })).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // Enter opens the menu on its first item.
    await userEvent.keyboard('{Enter}');
    let menu = await body.findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit parameters' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Convert to multi-store business' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete store' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Convert to multi-store business' })).toHaveFocus();

    // Escape closes without acting, focus back on the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();

    // ArrowDown opens it too; Enter chooses the focused item and closes the menu.
    await userEvent.keyboard('{ArrowDown}');
    menu = await body.findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit parameters' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('convert');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Space chooses too.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Edit parameters' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenLastCalledWith('edit');
  },
};

export const Typeahead: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await body.findByRole('menu');
    await userEvent.keyboard('d');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete store' })).toHaveFocus();
  },
};

export const TabCloses: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit parameters' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const DisabledTrigger: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actions' })).toBeDisabled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await within(document.body).findByRole('menu', { name: 'Actions' })).toBeVisible();
  },
};

export const WithLinks: Story = {
  args: {
    label: 'Store',
    children: [
      <MenuItem key="details" id="details" href="/businesses/1/stores/2/details">
        Details
      </MenuItem>,
      <MenuItem key="tags" id="tags" href="/businesses/1/stores/2/nfc-tags">
        Stampcard Tags
      </MenuItem>,
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Store' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Stampcard Tags' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/2/nfc-tags',
    );
  },
};
