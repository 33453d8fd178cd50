import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Popover, type PopoverProps } from './Popover';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.p`
  margin: 0;
`;

/** Shared content: `close` lets the Done button close the popover. */
const optionsContent = (close: () => void) => (
  <Stack>
    <Text>Changes apply to every store of this business.</Text>
    <Button variant="primary" onPress={close}>
      Done
    </Button>
  </Stack>
);

const meta = {
  tags: ['reflow'],
  title: 'Components/Popover',
  component: Popover,
  args: {
    trigger: <Button>Options</Button>,
    // Widened: stories may replace the content function with plain content.
    children: optionsContent as PopoverProps['children'],
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    placement: {
      control: 'select',
      options: ['bottom-start', 'bottom', 'bottom-end', 'top-start', 'top', 'top-end', 'right', 'left'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Options' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Options' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves to the first focusable element inside.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {
  args: { placement: 'bottom-start', label: 'Options' },
};

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.fillBrand};
  color: ${({ theme }) => theme.color.text.onFill};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

const ProfileName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Link = styled.a`
  color: ${({ theme }) => theme.color.text.link};
`;

const signOut = fn();

/** The profile popup shows the user's given name and surname, an Account link and a Sign Out button. */
export const ProfilePopup: Story = {
  args: {
    placement: 'bottom-end',
    trigger: (
      <Button variant="plain">
        <Avatar aria-hidden="true">AA</Avatar>
        Profile
      </Button>
    ),
    children: (
      <Stack>
        <ProfileName>Ada Admin</ProfileName>
        <Link href="/authentication/profile">Account</Link>
        <Button onPress={signOut}>Sign Out</Button>
      </Stack>
    ),
  },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
    const dialog = await body.findByRole('dialog', { name: 'Profile' });
    const popup = within(dialog);
    await expect(popup.getByText('Ada Admin')).toBeVisible();
    const account = popup.getByRole('link', { name: 'Account' });
    await expect(account).toHaveAttribute('href', '/authentication/profile');
    await waitFor(() => expect(account).toHaveFocus());

    await userEvent.click(popup.getByRole('button', { name: 'Sign Out' }));
    await expect(signOut).toHaveBeenCalledTimes(1);
  },
};

export const ClickOutside: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Options' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Options' });

    await userEvent.click(document.body);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardOpen: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Options' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Options' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());

    // The action closes the popover through `close`, and focus goes back to the trigger.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const TextOnly: Story = {
  args: {
    label: 'About stamps',
    trigger: <Button>About stamps</Button>,
    children: <Text>A customer earns a stamp with every purchase.</Text>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About stamps' }));
    // Nothing focusable inside: the dialog itself takes focus.
    const dialog = await within(document.body).findByRole('dialog', { name: 'About stamps' });
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

function ControlledPopover() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Stack>
      <Text>The popover is {isOpen ? 'open' : 'closed'}.</Text>
      <Popover isOpen={isOpen} onOpenChange={setOpen} trigger={<Button>Options</Button>} label="Options">
        <Text>Opened and closed by its parent.</Text>
      </Popover>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledPopover />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Options' })).toBeVisible();
    await expect(canvas.getByText('The popover is open.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('The popover is closed.')).toBeVisible();
  },
};

export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Options' })).toBeVisible();
  },
};
