import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBullet } from './StatusBullet';

const meta = {
  title: 'Details/StatusBullet',
  component: StatusBullet,
  args: { status: 'enabled' },
  argTypes: {
    status: { control: 'inline-radio', options: ['enabled', 'disabled'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof StatusBullet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enabled')).toBeVisible();
  },
};

export const Playground: Story = {};

/** A tag that is enabled has a green bullet. */
export const Enabled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Enabled')).toBeVisible();
    const bullet = canvasElement.querySelector('[data-part="bullet"]');
    if (!bullet) throw new Error('No bullet drawn.');
    await expect(getComputedStyle(bullet).backgroundColor).toBe('rgb(30, 107, 52)');
  },
};

/** A tag that is disabled has a red bullet. */
export const Disabled: Story = {
  args: { status: 'disabled' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Disabled')).toBeVisible();
    const bullet = canvasElement.querySelector('[data-part="bullet"]');
    if (!bullet) throw new Error('No bullet drawn.');
    await expect(getComputedStyle(bullet).backgroundColor).toBe('rgb(179, 38, 30)');
  },
};

export const CustomLabel: Story = {
  args: { status: 'disabled', children: 'Test mode' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Test mode')).toBeVisible();
    await expect(canvas.queryByText('Disabled')).toBeNull();
  },
};
