import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  tags: ['reflow'],
  title: 'Components/ErrorState',
  component: ErrorState,
  args: {
    onRetry: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load');
    await expect(alert).toHaveTextContent('An error occurred when trying to load the data.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    title: 'Could not load the stores',
    reason: 'The server did not answer.',
    isRetrying: false,
    headingLevel: 2,
  },
};

export const WithServerErrors: Story = {
  args: {
    title: 'Could not load the report',
    reason: ['The report path is not valid.', 'The parameter StoreId is required.'],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'The report path is not valid.',
      'The parameter StoreId is required.',
    ]);
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('aria-busy', 'true');
    const button = canvas.getByRole('button', { name: 'Retry' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const RetryWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'Could not load the widgets', reason: 'You are offline.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
