import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StampsCard } from './StampsCard';

const meta = {
  tags: ['reflow'],
  title: 'App/Components/UserDetails/StampsCard',
  component: StampsCard,
} satisfies Meta<typeof StampsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo stamp card (a user's stamp cards are under development): 6 stamps with rewards at 3
 * and 6, read-only, marked as a demo; clicking a stamp changes nothing.
 */
export const Demo: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Stamps' }));
    const stepper = card.getByRole('group', { name: 'Demo card' });
    await expect(stepper).toHaveTextContent('1 of 6 stamps');
    await expect(stepper).toHaveAccessibleDescription(expect.stringContaining('Editing disabled'));
    await expect(card.queryByRole('slider')).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="stamp"]')).toHaveLength(6);
    const rewards = [...canvasElement.querySelectorAll('[data-part="stamp"][data-reward]')];
    await expect(rewards.map((stamp) => stamp.getAttribute('data-position'))).toEqual(['3', '6']);
    await expect(card.getByText(/A demo of the stamp card/)).toBeVisible();
    const fifth = canvasElement.querySelector<HTMLElement>('[data-part="stamp"][data-position="5"]');
    if (fifth !== null) await userEvent.click(fifth);
    await expect(stepper).toHaveTextContent('1 of 6 stamps');
  },
};
