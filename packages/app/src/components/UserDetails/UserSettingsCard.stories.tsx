import { apiError, buildUser, handlers } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardStage } from '#app/testing/stories';
import { UserSettingsCard } from './UserSettingsCard';

/** Toasts and tooltips are portalled to the body. */
const body = within(document.body);

const ada = buildUser({ userID: 'user-ada', firstName: 'Ada', surname: 'Lovelace', hasPassword: true, locked: false });

/** The users a password reset was asked for: reset before each story. */
const resetFor = fn<(userID: string) => void>();

/** POST /api/Users/ResetPassword/{id}: records the user, then answers `answer`, or 204. */
function resetUserPassword(answer?: Response) {
  return handlers.resetUserPassword(({ params }) => {
    resetFor(String(params.id));
    return answer ?? undefined;
  });
}

const meta = {
  tags: ['reflow'],
  title: 'App/Components/UserDetails/UserSettingsCard',
  component: UserSettingsCard,
  args: { user: ada, canReset: true },
  loaders: [
    () => {
      resetFor.mockClear();
    },
  ],
  decorators: [
    (Story) => (
      <CardStage>
        <Story />
      </CardStage>
    ),
  ],
  parameters: { msw: { handlers: [resetUserPassword()] } },
} satisfies Meta<typeof UserSettingsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Settings region, once shown. */
async function settingsOf(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Settings' }));
}

/**
 * The features under development: Lock account and Delete account disabled and marked
 * Unavailable, with tooltips saying the feature is not available yet; the change-password form can
 * be filled, but its save is disabled and marked Unavailable, so nothing is sent.
 */
export const UnavailableControls: Story = {
  play: async ({ canvasElement }) => {
    const settings = await settingsOf(canvasElement);
    const lock = settings.getByRole('switch', { name: 'Lock account' });
    await expect(lock).toBeDisabled();
    await expect(lock).not.toBeChecked();
    await expect(lock).toHaveAccessibleDescription(expect.stringContaining('Lock feature not available yet'));
    const remove = settings.getByRole('button', { name: 'Delete account' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(expect.stringContaining('Delete feature not available yet'));

    const card = within(canvasElement);
    const password = within(card.getByRole('form', { name: 'Change password' }));
    await userEvent.type(password.getByLabelText(/^Current password/), 'old secret');
    await userEvent.type(password.getByLabelText(/^New password/), 'new secret');
    await userEvent.type(password.getByLabelText(/^Repeat new password/), 'new secret');
    const save = password.getByRole('button', { name: 'Change password' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Change password feature not available yet');
    await expect(card.getAllByText('Unavailable')).toHaveLength(3);

    // The reason shows on hover too.
    await userEvent.hover(remove.parentElement ?? remove);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Delete feature not available yet');
  },
};

/** 'Send password reset': POST /api/Users/ResetPassword/{id}, then 'The email has been sent'. */
export const ResetSent: Story = {
  play: async ({ canvasElement }) => {
    const settings = await settingsOf(canvasElement);
    await userEvent.click(settings.getByRole('button', { name: 'Send password reset' }));
    await expect(await body.findByText('The email has been sent')).toBeInTheDocument();
    await expect(resetFor).toHaveBeenCalledTimes(1);
    await expect(resetFor).toHaveBeenCalledWith('user-ada');
  },
};

/** The reset is refused: 'Could not send the email' with the server's errors; Send password reset can be pressed again. */
export const ResetFailed: Story = {
  parameters: { msw: { handlers: [resetUserPassword(apiError(503, ['The mail server is not reachable.']))] } },
  play: async ({ canvasElement }) => {
    const settings = await settingsOf(canvasElement);
    const send = settings.getByRole('button', { name: 'Send password reset' });
    await userEvent.click(send);
    await expect(await body.findByText('Could not send the email')).toBeInTheDocument();
    await expect(body.getByText('The mail server is not reachable.')).toBeInTheDocument();
    await expect(body.queryByText('The email has been sent')).not.toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
  },
};

/** Without the permission to reset: no 'Send password reset'. */
export const NoReset: Story = {
  args: { canReset: false },
  play: async ({ canvasElement }) => {
    const settings = await settingsOf(canvasElement);
    await expect(settings.getByRole('switch', { name: 'Lock account' })).toBeInTheDocument();
    await expect(settings.queryByRole('button', { name: 'Send password reset' })).not.toBeInTheDocument();
  },
};

/** An account without a password (signed up with a provider): no current password to give. */
export const WithoutPassword: Story = {
  args: { user: buildUser({ ...ada, hasPassword: false }) },
  play: async ({ canvasElement }) => {
    await settingsOf(canvasElement);
    const password = within(within(canvasElement).getByRole('form', { name: 'Change password' }));
    await expect(password.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await expect(password.getByLabelText(/^New password/)).toBeInTheDocument();
    await expect(password.getByLabelText(/^Repeat new password/)).toBeInTheDocument();
  },
};

/** A locked account shows its lock switched on, still unavailable. */
export const Locked: Story = {
  args: { user: buildUser({ ...ada, locked: true }) },
  play: async ({ canvasElement }) => {
    const settings = await settingsOf(canvasElement);
    const lock = settings.getByRole('switch', { name: 'Lock account' });
    await expect(lock).toBeChecked();
    await expect(lock).toBeDisabled();
  },
};

/** While the user loads: the settings show, the reset waits for the user, the password form is a skeleton. */
export const Loading: Story = {
  args: { user: undefined },
  play: async ({ canvasElement }) => {
    const settings = await settingsOf(canvasElement);
    await expect(settings.getByRole('button', { name: 'Send password reset' })).toBeDisabled();
    await expect(within(canvasElement).getByText('Loading the password settings')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  },
};
