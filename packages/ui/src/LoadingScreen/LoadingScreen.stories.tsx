import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Components/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    phase: {
      control: 'select',
      options: [0, 1, 2, 'Downloading configurations', 'Verifying authentication', 'Loading'],
    },
  },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const progressBar = canvas.getByRole('progressbar', { name: 'Starting Stampcard' });
    await expect(progressBar).toHaveAttribute('aria-valuetext', 'Downloading configurations');
    await expect(canvas.getByText('Downloading configurations')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { phase: 0, label: 'Starting Stampcard', isReducedMotion: false },
};

export const DownloadingConfigurations: Story = {
  args: { phase: 0 },
  play: async ({ canvas }) => {
    const progressBar = canvas.getByRole('progressbar');
    await expect(progressBar).toHaveAttribute('aria-valuetext', 'Downloading configurations');
    await expect(progressBar).toHaveAttribute('aria-valuenow', '0');
  },
};

export const VerifyingAuthentication: Story = {
  args: { phase: 1 },
  play: async ({ canvas }) => {
    const progressBar = canvas.getByRole('progressbar');
    await expect(progressBar).toHaveAttribute('aria-valuetext', 'Verifying authentication');
    await expect(progressBar).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByText('Verifying authentication')).toBeVisible();
  },
};

export const WithStatus: Story = {
  args: { phase: 1, status: 'Signing you in…' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Signing you in…' });
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent('Signing you in…');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Verifying authentication');
  },
};

export const Loading: Story = {
  args: { phase: 'Loading' },
  play: async ({ canvas }) => {
    const progressBar = canvas.getByRole('progressbar');
    await expect(progressBar).toHaveAttribute('aria-valuetext', 'Loading');
    await expect(progressBar).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('Loading')).toBeVisible();
  },
};

export const ReducedMotion: Story = {
  args: { phase: 1, isReducedMotion: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Verifying authentication');
    const fill = canvasElement.querySelector('[data-part="fill"]');
    if (!(fill instanceof HTMLElement)) throw new Error('The progress fill is missing');
    // No animation: the bar stands still where the phase starts (a quarter of the track).
    await expect(getComputedStyle(fill).animationName).toBe('none');
    const track = fill.parentElement;
    if (!track) throw new Error('The progress track is missing');
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(track.getBoundingClientRect().width * 0.25, 0);
  },
};

export const WithLogo: Story = {
  args: {
    phase: 2,
    logo: (
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
        <rect width="48" height="48" rx="12" fill="#3E4AD8" />
        <circle cx="24" cy="24" r="10" fill="none" stroke="#FFFFFF" strokeWidth="4" />
      </svg>
    ),
  },
};
