import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, SwitchButton, SwitchField } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Unavailable } from './Unavailable';

/*
 * One story per feature the product shows but keeps unavailable while it is under development.
 * The customer lock and delete tooltips are the product's own texts; the others are written in
 * the same voice.
 */

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

function DeleteIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4" />
    </svg>
  );
}

const SwitchLabel = styled(SwitchButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
  }
`;

const SwitchTrack = styled.span`
  width: 32px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.fillDisabled};

  &::after {
    content: '';
    display: block;
    width: 14px;
    height: 14px;
    margin: 2px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.bg.surface};
  }
`;

const StaffLink = styled(Link)`
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
  }
`;

const Card = styled.section`
  width: 320px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const CardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

const CardText = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.color.text.subdued};
`;

const meta = {
  title: 'Components/Unavailable',
  component: Unavailable,
  args: {
    reason: 'Lock feature not available yet',
    // Stories open the tooltip at once: no real waiting in tests.
    delay: 0,
    children: <Button>Lock</Button>,
  },
  argTypes: {
    children: { control: false },
    placement: { control: 'select', options: ['top', 'right', 'bottom', 'left'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Unavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: 'Lock' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Lock feature not available yet');
    await expect(canvas.getByText('Unavailable')).toBeVisible();

    const wrapper = canvasElement.querySelector<HTMLElement>('[data-component="Tooltip.DisabledTrigger"]');
    if (!wrapper) throw new Error('The disabled control is not wrapped.');
    await userEvent.hover(wrapper);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Lock feature not available yet');
    await userEvent.unhover(wrapper);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());

    await userEvent.tab();
    await expect(wrapper).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Lock feature not available yet');
  },
};

export const Playground: Story = {
  args: { placement: 'top', delay: 500 },
};

/** The lock toggle icon of a customer row. */
export const CustomerLock: Story = {
  args: {
    reason: 'Lock feature not available yet',
    children: (
      <Button variant="plain" size="small" aria-label="Lock account">
        <LockIcon />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Lock account' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Lock feature not available yet');
  },
};

/** The delete icon of a customer row. */
export const CustomerDelete: Story = {
  args: {
    reason: 'Delete feature not available yet',
    children: (
      <Button variant="plain" size="small" aria-label="Delete account">
        <DeleteIcon />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: 'Delete account' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Delete feature not available yet');
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Delete feature not available yet');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

/** Lock store in the store's Settings panel. */
export const StoreLock: Story = {
  args: {
    reason: 'Store lock feature not available yet',
    children: (
      <SwitchField>
        <SwitchLabel>
          <SwitchTrack aria-hidden="true" />
          Lock store
        </SwitchLabel>
      </SwitchField>
    ),
  },
  play: async ({ canvas }) => {
    const lock = canvas.getByRole('switch', { name: 'Lock store' });
    await expect(lock).toBeDisabled();
    await expect(lock).toHaveAccessibleDescription('Store lock feature not available yet');
  },
};

/** Store-specific managers are not supported; the manager comes from the parent business. */
export const StoreSpecificManagers: Story = {
  args: {
    reason: 'Store-specific managers feature not available yet',
    children: <Button size="small">Edit manager</Button>,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit manager' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Store-specific managers feature not available yet');
  },
};

/** The change-password form's save button stays disabled. */
export const ChangePasswordSave: Story = {
  args: {
    reason: 'Change password feature not available yet',
    children: <Button variant="primary">Change password</Button>,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Change password' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Change password feature not available yet');
  },
};

/** The Staff card's Details link (to the business's staff list) in business and store cards. */
export const StaffDetailsLink: Story = {
  args: {
    reason: 'Staff details feature not available yet',
    children: <StaffLink href="/businesses/1/staff">Details</StaffLink>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Details' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAccessibleDescription('Staff details feature not available yet');
  },
};

/** The store-level staff section, with its empty state "Staff section is disabled". */
export const StoreStaffSection: Story = {
  args: {
    reason: 'Store staff feature not available yet',
    children: <StaffLink href="/businesses/1/staff">Details</StaffLink>,
  },
  render: (args) => (
    <Card aria-labelledby="staff-title">
      <CardHeader>
        <CardTitle id="staff-title">Staff</CardTitle>
        <Unavailable {...args} />
      </CardHeader>
      <CardText>Staff section is disabled</CardText>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Staff' })).toBeVisible();
    await expect(canvas.getByText('Staff section is disabled')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Details' })).toHaveAccessibleDescription(
      'Store staff feature not available yet',
    );
  },
};

export const TooltipOpen: Story = {
  play: async ({ canvasElement }) => {
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-component="Tooltip.DisabledTrigger"]');
    if (!wrapper) throw new Error('The disabled control is not wrapped.');
    await userEvent.hover(wrapper);
    await expect(await within(document.body).findByRole('tooltip')).toBeVisible();
  },
};

/**
 * On a phone, nothing needs hover: a tap on the disabled control focuses its wrapper, which opens
 * the reason; a tap elsewhere closes it.
 */
export const TooltipOnTap: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-component="Tooltip.DisabledTrigger"]');
    if (!wrapper) throw new Error('The disabled control is not wrapped.');
    await userEvent.pointer({ keys: '[TouchA]', target: wrapper });
    await expect(wrapper).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Lock feature not available yet');
    await userEvent.pointer({ keys: '[TouchA]', target: document.body });
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};
