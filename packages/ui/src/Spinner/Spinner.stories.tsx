import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: 'Loading' });
    await expect(spinner).toHaveAttribute('data-size', 'medium');
  },
};

export const Playground: Story = {
  args: { label: 'Loading', size: 'medium' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      <Spinner {...args} size="small" label="Loading stores" />
      <Spinner {...args} size="medium" label="Loading cards" />
      <Spinner {...args} size="large" label="Loading report" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading stores' })).toHaveAttribute('data-size', 'small');
    await expect(canvas.getByRole('status', { name: 'Loading cards' })).toHaveAttribute('data-size', 'medium');
    await expect(canvas.getByRole('status', { name: 'Loading report' })).toHaveAttribute('data-size', 'large');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading widgets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading widgets' })).toBeInTheDocument();
  },
};
