import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingScreen } from '@stampcard/ui/LoadingScreen';
import { expect, fn, userEvent } from 'storybook/test';
import { NetworkNeeded } from './NetworkNeeded';
import { startupTexts } from './startupTexts';
import { StartupError } from './StartupError';

const meta = {
  tags: ['reflow'],
  title: 'App/Start-up',
  component: StartupError,
  args: {
    reason: 'The configuration could not be downloaded (the server answered 503).',
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StartupError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start-up failed: the reason and a Retry. */
export const StartupFailed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not start Stampcard' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The configuration could not be downloaded (the server answered 503).',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Started offline (a page from the browser's cache): the network is needed, and a Retry. */
export const Offline: Story = {
  tags: ['!reflow'],
  render: (args) => <NetworkNeeded onRetry={args.onRetry} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: startupTexts.networkNeeded.title })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(startupTexts.networkNeeded.reason);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Start-up phase 1 of 3, as the app shows it. */
export const DownloadingConfigurations: Story = {
  render: () => <LoadingScreen phase={0} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Starting Stampcard' })).toHaveAttribute(
      'aria-valuetext',
      'Downloading configurations',
    );
    await expect(canvas.getByText('Downloading configurations')).toBeVisible();
  },
};

/** Start-up phase 2 of 3. */
export const VerifyingAuthentication: Story = {
  render: () => <LoadingScreen phase={1} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Starting Stampcard' })).toHaveAttribute(
      'aria-valuetext',
      'Verifying authentication',
    );
    await expect(canvas.getByText('Verifying authentication')).toBeVisible();
  },
};

/** Phase 2 in a new tab of a signed-in browser: signing in on the provider's session, said as a status. */
export const SigningIn: Story = {
  tags: ['!reflow'],
  render: () => <LoadingScreen phase={1} status={startupTexts.signingIn} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Signing you in…' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Starting Stampcard' })).toHaveAttribute(
      'aria-valuetext',
      'Verifying authentication',
    );
  },
};

/** Start-up phase 3 of 3. */
export const Loading: Story = {
  render: () => <LoadingScreen phase={2} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Starting Stampcard' })).toHaveAttribute(
      'aria-valuetext',
      'Loading',
    );
    await expect(canvas.getByText('Loading')).toBeVisible();
  },
};
