import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createServiceWorkerUpdates, type ServiceWorkerUpdateStatus } from '#app/lib/serviceWorker';
import { UpdateStatus } from './UpdateStatus';

interface UpdateStatusStoryProps {
  /** Where the offer of a new version stands as the story opens. */
  status: ServiceWorkerUpdateStatus;
  /** Switches the page to the new version (the page reloads, in the app). */
  onApply: () => void;
}

/** The shell's update status over a store of its own, new at each render of the story. */
function UpdateStatusStory({ status, onApply }: UpdateStatusStoryProps) {
  const [updates] = useState(() => {
    const store = createServiceWorkerUpdates();
    if (status !== 'current') store.offer(onApply);
    if (status === 'reloading') store.accept();
    return store;
  });
  return <UpdateStatus updates={updates} />;
}

const meta = {
  tags: ['reflow'],
  title: 'App/Shell/Update banner',
  component: UpdateStatusStory,
  args: { status: 'current', onApply: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdateStatusStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version is ready: the message and Reload, which switches to it only when pressed. */
export const Available: Story = {
  args: { status: 'available' },
  play: async ({ args, canvas }) => {
    const reload = await canvas.findByRole('button', { name: 'Reload' });
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version is available');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(reload);
    await expect(args.onApply).toHaveBeenCalledOnce();
    // Switching: the button is busy until the page reloads.
    await waitFor(() => expect(reload).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Reload pressed: the button is busy while the page switches, and a second press does nothing. */
export const Reloading: Story = {
  args: { status: 'reloading' },
  play: async ({ args, canvas }) => {
    const reload = await canvas.findByRole('button', { name: 'Reload' });
    await expect(reload).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reload);
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version is available');
  },
};

/** No new version: the live region is on the page, empty, and shows nothing. */
export const Current: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  },
};
