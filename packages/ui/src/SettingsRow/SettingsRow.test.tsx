import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ThemeProvider } from '../theme';
import { SettingsList, SettingsRow } from './SettingsRow';

function renderInTheme(element: ReactElement) {
  return render(<ThemeProvider>{element}</ThemeProvider>);
}

const lockDescription = 'Temporarily disables all its stores and customer access.';

describe('SettingsRow', () => {
  it('names the switch by the row title and describes it by the row description', () => {
    renderInTheme(<SettingsRow type="boolean" label="Lock" description={lockDescription} />);
    const toggle = screen.getByRole('switch', { name: 'Lock' });
    expect(toggle).toHaveAccessibleDescription(lockDescription);
    expect(toggle).not.toBeChecked();
  });

  it('reports the new state of a boolean setting and stays as the parent says when controlled', async () => {
    const onChange = vi.fn();
    renderInTheme(<SettingsRow type="boolean" label="Lock" isSelected={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Lock' });
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(toggle).not.toBeChecked();
  });

  it('offers a destructive action as a negative button', async () => {
    const onPress = vi.fn();
    renderInTheme(
      <SettingsRow
        type="delete"
        label="Delete store"
        description="This cannot be undone."
        actionLabel="Delete store"
        onPress={onPress}
      />,
    );
    const button = screen.getByRole('button', { name: 'Delete store' });
    expect(button).toHaveAttribute('data-variant', 'negative');
    expect(button).toHaveAccessibleDescription('This cannot be undone.');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('labels the delete button Delete by default', () => {
    renderInTheme(<SettingsRow type="delete" label="Delete business" />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('groups a row of buttons under its title', () => {
    renderInTheme(
      <SettingsRow type="buttons" label="Password">
        <Button>Reset password</Button>
        <Button>Send e-mail</Button>
      </SettingsRow>,
    );
    const group = screen.getByRole('group', { name: 'Password' });
    expect(within(group).getAllByRole('button')).toHaveLength(2);
  });

  it('disables every control of a disabled row', () => {
    renderInTheme(
      <>
        <SettingsRow type="boolean" label="Test mode" isDisabled />
        <SettingsRow type="delete" label="Delete store" isDisabled />
        <SettingsRow type="buttons" label="Password" isDisabled>
          <Button>Reset password</Button>
        </SettingsRow>
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Test mode' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });

  it('marks a feature under development Unavailable, disabled, with the reason on keyboard focus', async () => {
    const onChange = vi.fn();
    renderInTheme(
      <SettingsRow
        type="boolean"
        label="Lock account"
        unavailableReason="Lock feature not available yet"
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Lock account' });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lock feature not available yet');
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a whole group of buttons unavailable with one badge', () => {
    renderInTheme(
      <SettingsRow
        type="buttons"
        label="Managers"
        unavailableReason="Store-specific managers feature not available yet"
      >
        <Button>Add manager</Button>
        <Button>Remove manager</Button>
      </SettingsRow>,
    );
    expect(screen.getByRole('button', { name: 'Add manager' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove manager' })).toBeDisabled();
    expect(screen.getAllByText('Unavailable')).toHaveLength(1);
  });
});

describe('SettingsList', () => {
  it('is a titled section listing its rows', () => {
    renderInTheme(
      <SettingsList>
        <SettingsRow type="boolean" label="Lock" />
        <SettingsRow type="delete" label="Delete business" />
      </SettingsList>,
    );
    const section = screen.getByRole('region', { name: 'Settings' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('takes another title and heading level', () => {
    renderInTheme(
      <SettingsList title="Account settings" headingLevel={3}>
        <SettingsRow type="boolean" label="Lock account" />
      </SettingsList>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Account settings' })).toBeInTheDocument();
  });
});
