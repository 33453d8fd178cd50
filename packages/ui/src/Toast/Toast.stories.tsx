import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { ToastOptions } from './toastQueue';
import { ToastProvider, type ToastProviderProps } from './ToastProvider';
import { useToast } from './useToast';

/*
 * Toasts here stay 10 minutes, so nothing disappears while axe checks the story; the timings
 * (5 s, 60 s with details, pauses) are proven with fake timers in useToastTimer.test.ts and Toast.test.tsx.
 */
const storyDuration = 600_000;

const saved: ToastOptions = { type: 'success', title: "Updated the business' details", duration: storyDuration };
const couldNotSave: ToastOptions = {
  type: 'error',
  title: 'Could not save',
  description: 'An error occurred when trying to save the changes.',
  duration: storyDuration,
};
const noChanges: ToastOptions = { type: 'warning', title: 'No changes to apply.', duration: storyDuration };
const newVersion: ToastOptions = {
  type: 'info',
  title: 'A new version of Stampcard is available.',
  duration: storyDuration,
};
const serverErrors: ToastOptions = {
  type: 'error',
  title: 'Could not save',
  description: ['Name is required.', 'A card needs at least one stamp.', 'Stamps per row must be between 1 and 9.'],
  duration: storyDuration,
};
const storeCreated: ToastOptions = {
  type: 'success',
  title: 'Store created!',
  link: { href: '/businesses/1/stores/2/details', label: 'Open the store' },
  duration: storyDuration,
};

/** Shows its toasts once when it mounts (StrictMode's second effect run included). */
function ShowOnMount({ toasts }: { toasts: readonly ToastOptions[] }) {
  const toast = useToast();
  const hasShownRef = useRef(false);
  useEffect(() => {
    if (hasShownRef.current) return;
    hasShownRef.current = true;
    for (const options of toasts) toast.show(options);
  }, [toast, toasts]);
  return (
    <Button
      onPress={() => {
        for (const options of toasts) toast.show(options);
      }}
    >
      Show again
    </Button>
  );
}

/** One button per toast, and one that dismisses them all. */
function Triggers({ toasts }: { toasts: Readonly<Record<string, ToastOptions>> }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Object.entries(toasts).map(([label, options]) => (
        <Button key={label} onPress={() => toast.show(options)}>
          {label}
        </Button>
      ))}
      <Button
        variant="plain"
        onPress={() => {
          toast.dismissAll();
        }}
      >
        Dismiss all
      </Button>
    </div>
  );
}

function renderShown(toasts: readonly ToastOptions[]) {
  return function Render(args: ToastProviderProps) {
    return (
      <ToastProvider {...args}>
        <ShowOnMount toasts={toasts} />
      </ToastProvider>
    );
  };
}

function renderTriggers(toasts: Readonly<Record<string, ToastOptions>>) {
  return function Render(args: ToastProviderProps) {
    return (
      <ToastProvider {...args}>
        <Triggers toasts={toasts} />
      </ToastProvider>
    );
  };
}

const meta = {
  tags: ['reflow'],
  title: 'Components/Toast',
  component: ToastProvider,
  args: { isStacked: false, label: 'Notifications' },
  argTypes: { children: { control: false } },
  parameters: {
    // The region is fixed to the viewport: one frame per story keeps the docs page readable.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  render: renderShown([saved]),
  play: async () => {
    const status = body.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent("Success: Updated the business' details"));
    await expect(body.getByRole('region', { name: 'Notifications' })).toContainElement(status);
    await expect(body.queryByRole('button', { name: 'Details' })).toBeNull();
  },
};

/** On a phone the toasts span the width along the bottom edge, clear of the header bar and the controls at the top. */
export const OnPhone: Story = {
  render: renderShown([saved]),
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async () => {
    const region = body.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent("Success: Updated the business' details"));
    const box = region.getBoundingClientRect();
    await expect(box.left).toBe(16);
    await expect(box.right).toBe(320 - 16);
    await expect(box.bottom).toBe(window.innerHeight - 16);
  },
};

export const Error: Story = {
  render: renderShown([couldNotSave]),
  play: async () => {
    const alert = body.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error: Could not save'));
    await expect(body.getByText('An error occurred when trying to save the changes.')).not.toBeVisible();
  },
};

export const Warning: Story = {
  render: renderShown([noChanges]),
  play: async () => {
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('Warning: No changes to apply.'));
  },
};

export const Info: Story = {
  render: renderShown([newVersion]),
  play: async () => {
    await waitFor(() =>
      expect(body.getByRole('status')).toHaveTextContent('Information: A new version of Stampcard is available.'),
    );
  },
};

export const WithListDescription: Story = {
  render: renderShown([serverErrors]),
  play: async () => {
    await userEvent.click(await body.findByRole('button', { name: 'Details' }));
    const items = within(body.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Name is required.',
      'A card needs at least one stamp.',
      'Stamps per row must be between 1 and 9.',
    ]);
  },
};

export const WithLink: Story = {
  render: renderShown([storeCreated]),
  play: async () => {
    const link = await body.findByRole('link', { name: 'Open the store' });
    await expect(link).toHaveAttribute('href', '/businesses/1/stores/2/details');
  },
};

export const DetailsExpanded: Story = {
  render: renderShown([couldNotSave]),
  play: async () => {
    const details = await body.findByRole('button', { name: 'Details' });
    const description = body.getByText('An error occurred when trying to save the changes.');
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toHaveAttribute('aria-controls', description.id);
    await expect(description).not.toBeVisible();

    await userEvent.click(details);
    await expect(description).toBeVisible();
    await expect(details).toHaveAccessibleName('Hide details');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Stacked: Story = {
  args: { isStacked: true },
  render: renderShown([storeCreated, noChanges, couldNotSave]),
  play: async () => {
    await waitFor(() => expect(document.querySelectorAll('[data-component="Toast"]')).toHaveLength(3));
    const titles = [...document.querySelectorAll('[data-component="Toast"] [data-part="title"]')].map(
      (title) => title.textContent,
    );
    // Newest first.
    await expect(titles).toEqual(['Error: Could not save', 'Warning: No changes to apply.', 'Success: Store created!']);
  },
};

export const ReplacesPrevious: Story = {
  render: renderTriggers({ 'Show saved': saved, 'Show error': couldNotSave }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show saved' }));
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent("Updated the business' details"));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(body.getByRole('alert')).toHaveTextContent('Could not save'));
    await expect(body.getByRole('status')).toBeEmptyDOMElement();
    await expect(document.querySelectorAll('[data-component="Toast"]')).toHaveLength(1);
  },
};

export const KeyboardDismiss: Story = {
  render: renderTriggers({ 'Show error': couldNotSave }),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show error' });
    const alert = body.getByRole('alert');

    // Enter on the Dismiss button, then the focus goes back to where it was.
    await userEvent.click(trigger);
    const dismiss = await body.findByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(alert).toBeEmptyDOMElement());
    await expect(trigger).toHaveFocus();

    // Escape anywhere inside the toast.
    await userEvent.click(trigger);
    (await body.findByRole('button', { name: 'Details' })).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).toBeEmptyDOMElement());
  },
};

export const Playground: Story = {
  render: renderTriggers({
    'Show success': saved,
    'Show error': serverErrors,
    'Show warning': noChanges,
    'Show info': { ...newVersion, link: { href: '#release-notes', label: 'Read the release notes' } },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('No changes to apply.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(body.getByRole('status')).toBeEmptyDOMElement());
  },
};
