import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  SettingsList,
  SettingsRow,
  type SettingsRowBooleanProps,
  type SettingsRowDeleteProps,
  type SettingsRowType,
} from './SettingsRow';

/*
 * The settings of business, store and user details. Descriptions say what each setting does;
 * features under development are shown disabled and marked Unavailable, with a tooltip saying why.
 */
const lockDescription =
  'Locking temporarily disables all its stores and customer access and freezes customer progress. It can be undone at any time.';
const testModeDescription = 'The store goes offline for customers.';
const externalStoreDescription = 'The store is run by an external provider, with its external ID.';
const deleteStoreDescription = 'Deletes the store. You will be asked to type delete to confirm.';

/** Every prop of the three row types at once, so the controls can switch `type`. */
type SettingsRowStoryArgs = Omit<SettingsRowBooleanProps, 'type' | 'ref' | 'children'> &
  Omit<SettingsRowDeleteProps, 'type' | 'ref'> & { type: SettingsRowType; children?: ReactNode };

/** A `SettingsRow` of the chosen `type`, with the props that type takes. */
function SettingsRowOfType({
  type,
  isSelected,
  defaultSelected,
  onChange,
  actionLabel,
  onPress,
  isPending,
  children,
  ...common
}: SettingsRowStoryArgs) {
  if (type === 'delete') {
    return <SettingsRow {...common} type="delete" actionLabel={actionLabel} onPress={onPress} isPending={isPending} />;
  }
  if (type === 'buttons') {
    return (
      <SettingsRow {...common} type="buttons">
        {children}
      </SettingsRow>
    );
  }
  return (
    <SettingsRow
      {...common}
      type="boolean"
      isSelected={isSelected}
      defaultSelected={defaultSelected}
      onChange={onChange}
      isPending={isPending}
    >
      {children}
    </SettingsRow>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'Details/SettingsRow',
  component: SettingsRowOfType,
  subcomponents: { SettingsRow, SettingsList },
  args: {
    type: 'boolean',
    label: 'Lock',
    description: lockDescription,
    onChange: fn(),
    onPress: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['boolean', 'delete', 'buttons'] },
    label: { control: 'text' },
    description: { control: 'text' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<SettingsRowStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Lock' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(lockDescription);
  },
};

export const Playground: Story = {
  args: { isDisabled: false, unavailableReason: undefined },
};

/** The business's Lock setting; the page asks for confirmation before it turns. */
export const Boolean: Story = {
  args: { defaultSelected: false },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Lock' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Keyboard: Space turns it back.
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Test mode on takes the store offline (enabled false). */
export const TestMode: Story = {
  args: { label: 'Test mode', description: testModeDescription },
  render: function TestModeRow(args) {
    const [isTestMode, setTestMode] = useState(false);
    return (
      <SettingsRowOfType
        {...args}
        isSelected={isTestMode}
        onChange={(next) => {
          setTestMode(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await expect(toggle).toHaveAccessibleDescription(testModeDescription);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText('Test mode').closest('[data-component="SettingsRow"]')).toHaveAttribute(
      'data-type',
      'boolean',
    );
  },
};

/** Turned while its change is saved: busy at once, and it cannot be turned twice. */
export const Saving: Story = {
  args: { label: 'Test mode', description: testModeDescription },
  render: function SavingRow(args) {
    const [isPending, setPending] = useState(false);
    return (
      <SettingsRowOfType
        {...args}
        isSelected={false}
        isPending={isPending}
        onChange={(next) => {
          setPending(true);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await userEvent.click(toggle);
    const row = canvas.getByText('Test mode').closest('[data-component="SettingsRow"]');
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Delete store opens a confirmation that asks to type delete. */
export const Delete: Story = {
  args: {
    type: 'delete',
    label: 'Delete store',
    description: deleteStoreDescription,
    actionLabel: 'Delete store',
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete store' });
    await expect(button).toHaveAttribute('data-variant', 'negative');
    await expect(button).toHaveAccessibleDescription(deleteStoreDescription);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** External store, with its Edit parameters button, when set. */
export const Buttons: Story = {
  args: {
    type: 'buttons',
    label: 'External store',
    description: externalStoreDescription,
    children: (
      <>
        <Button size="small">Edit parameters</Button>
        <Button size="small" variant="plain">
          Turn off
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'External store' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Edit parameters', 'Turn off']);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { label: 'Test mode', description: testModeDescription, isDisabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Test mode' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Lock account on user details is under development. */
export const Unavailable: Story = {
  args: {
    label: 'Lock account',
    description: 'Freezes the account and its progress.',
    unavailableReason: 'Lock feature not available yet',
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(document.body);
    const toggle = canvas.getByRole('switch', { name: 'Lock account' });
    await expect(toggle).toBeDisabled();
    await expect(canvas.getByText('Unavailable')).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="SettingsRow"]')).toHaveAttribute('data-unavailable');

    // Keyboard users reach the reason on the focusable wrapper.
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Lock feature not available yet');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());

    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    // The pointer moves on to the description: resting on the control, it would open the reason
    // after its half-second delay, in the picture or not depending on how long the picture takes.
    await userEvent.hover(canvas.getByText('Freezes the account and its progress.'));
  },
};

/** The store's Settings panel, Lock store unavailable. */
export const SettingsListStory: Story = {
  name: 'SettingsList',
  render: function StoreSettings() {
    const [isTestMode, setTestMode] = useState(false);
    const [isExternal, setExternal] = useState(true);
    return (
      <SettingsList>
        <SettingsRow
          type="boolean"
          label="Lock store"
          description="Freezes customer access and progress."
          unavailableReason="Store lock feature not available yet"
        />
        <SettingsRow
          type="boolean"
          label="Test mode"
          description={testModeDescription}
          isSelected={isTestMode}
          onChange={setTestMode}
        />
        <SettingsRow
          type="boolean"
          label="External store"
          description={externalStoreDescription}
          isSelected={isExternal}
          onChange={setExternal}
        >
          {isExternal ? <Button size="small">Edit parameters</Button> : null}
        </SettingsRow>
        <SettingsRow
          type="delete"
          label="Delete store"
          description={deleteStoreDescription}
          actionLabel="Delete store"
        />
      </SettingsList>
    );
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Settings' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('switch', { name: 'Lock store' })).toBeDisabled();

    const external = canvas.getByRole('switch', { name: 'External store' });
    await expect(external).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Edit parameters' })).toBeVisible();
    await userEvent.click(external);
    await expect(canvas.queryByRole('button', { name: 'Edit parameters' })).toBeNull();

    const testMode = canvas.getByRole('switch', { name: 'Test mode' });
    await userEvent.click(testMode);
    await expect(testMode).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Delete store' })).toBeEnabled();
  },
};
