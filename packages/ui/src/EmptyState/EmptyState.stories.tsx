import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  tags: ['reflow'],
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    description: 'No businesses to be displayed',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No results' })).toBeInTheDocument();
    await expect(canvas.getByText('No businesses to be displayed')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { title: 'No results', description: 'No businesses to be displayed', headingLevel: 2 },
};

export const Businesses: Story = {
  args: { description: 'No businesses to be displayed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    await expect(canvas.getByText('No businesses to be displayed')).toBeInTheDocument();
  },
};

export const Stores: Story = {
  args: { description: 'No stores to be displayed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No stores to be displayed')).toBeInTheDocument();
  },
};

export const Users: Story = {
  args: { description: 'No users to be displayed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users to be displayed')).toBeInTheDocument();
  },
};

export const Tags: Story = {
  args: { description: 'No tags to be displayed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tags to be displayed')).toBeInTheDocument();
  },
};

export const Reports: Story = {
  args: { description: 'No reports to be displayed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reports to be displayed')).toBeInTheDocument();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    description: 'No businesses to be displayed',
    action: (
      <Button variant="primary" onPress={onCreate}>
        Create a new business
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a new business' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const HeadingLevel: Story = {
  args: { description: 'No stores to be displayed', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No results' })).toBeInTheDocument();
  },
};
