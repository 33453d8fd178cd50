import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

/** A fixed width for the region, as the page's column would give it. */
function withWidth(width: number): Decorator {
  return (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );
}

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: {
    children: <Skeleton.Text />,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['stack', 'grid', 'none'] },
  },
  // Shapes fill their container: the padded layout gives the region the canvas width.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shapes are hidden from screen readers; the region says "Loading…" once and is aria-busy. */
async function expectAnnouncedOnce(canvasElement: HTMLElement, label = 'Loading…') {
  const region = canvasElement.querySelector('[data-component="Skeleton"]');
  await expect(region).toHaveAttribute('aria-busy', 'true');
  const labels = Array.from(canvasElement.querySelectorAll('[data-part="label"]'));
  await expect(labels.map((element) => element.textContent)).toEqual([label]);
  for (const shape of canvasElement.querySelectorAll('[data-component^="Skeleton."]')) {
    await expect(shape).toHaveAttribute('aria-hidden', 'true');
  }
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectAnnouncedOnce(canvasElement);
  },
};

export const Playground: Story = {
  args: { label: 'Loading…', layout: 'stack' },
};

export const Text: Story = {
  args: {
    children: (
      <>
        <Skeleton.Text lines={1} />
        <Skeleton.Text lines={5} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expectAnnouncedOnce(canvasElement);
    const blocks = canvasElement.querySelectorAll('[data-component="Skeleton.Text"]');
    await expect(blocks[0]?.children).toHaveLength(1);
    await expect(blocks[1]?.children).toHaveLength(5);
  },
};

export const Card: Story = {
  args: { children: <Skeleton.Card /> },
  decorators: [withWidth(260)],
  play: async ({ canvasElement }) => {
    await expectAnnouncedOnce(canvasElement);
  },
};

export const Row: Story = {
  args: {
    layout: 'none',
    children: (
      <>
        <Skeleton.Row />
        <Skeleton.Row />
        <Skeleton.Row hasAvatar={false} />
        <Skeleton.Row hasAction={false} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expectAnnouncedOnce(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-component="Skeleton.Row"]')).toHaveLength(4);
  },
};

export const Avatar: Story = {
  args: {
    children: (
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Skeleton.Avatar size="small" />
        <Skeleton.Avatar />
        <Skeleton.Avatar size="large" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expectAnnouncedOnce(canvasElement);
  },
};

/** The loading state of the stores list: 12 placeholder cards. */
export const CardGrid: Story = {
  args: {
    layout: 'grid',
    label: 'Loading stores…',
    children: Array.from({ length: 12 }, (_, index) => <Skeleton.Card key={index} />),
  },
  decorators: [withWidth(960)],
  play: async ({ canvasElement }) => {
    await expectAnnouncedOnce(canvasElement, 'Loading stores…');
    await expect(canvasElement.querySelectorAll('[data-component="Skeleton.Card"]')).toHaveLength(12);
  },
};
