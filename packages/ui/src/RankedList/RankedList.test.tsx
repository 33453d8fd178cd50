import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { RankedList, type RankedListProps } from './RankedList';

const cards = [
  { id: 1, title: 'Coffee Card', value: 1234 },
  { id: 2, title: 'Lunch Card', value: 120 },
  { id: 3, title: 'Cake Card', value: 1 },
];

function renderList(props: Partial<RankedListProps> = {}) {
  render(
    <ThemeProvider>
      <RankedList items={cards} {...props} />
    </ThemeProvider>,
  );
}

/** The example's values: stamps ('1 stamp', '1,234 stamps'). */
function formatStamps(value: number): string {
  return `${new Intl.NumberFormat('en-GB').format(value)} ${value === 1 ? 'stamp' : 'stamps'}`;
}

describe('RankedList', () => {
  it('ranks the items in an ordered list: rank, title and value', () => {
    renderList({ formatValue: formatStamps });
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Coffee Card1,234 stamps', '2Lunch Card120 stamps', '3Cake Card1 stamp']);
  });

  it('shows a value as a number grouped as in en-GB by default', () => {
    renderList();
    expect(screen.getByText('1,234')).toBeInTheDocument();
  });

  it('has no hint unless given one', () => {
    renderList();
    expect(screen.queryByText(/Store has/)).not.toBeInTheDocument();
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-describedby');
  });

  it('shows the hint under the list, describing it', () => {
    renderList({ items: cards.slice(0, 2), hint: 'Store has 2 card(s)' });
    expect(screen.getByText('Store has 2 card(s)')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAccessibleDescription('Store has 2 card(s)');
  });

  it('shows the empty text, and no hint, when there are no items', () => {
    renderList({ items: [], hint: 'Store has 0 card(s)' });
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/Store has/)).not.toBeInTheDocument();
  });

  it('shows its own empty text', () => {
    renderList({ items: [], emptyText: 'No cards data available' });
    expect(screen.getByText('No cards data available')).toBeInTheDocument();
  });

  it('shows values its own way', () => {
    renderList({ items: cards.slice(0, 1), formatValue: (value) => `${value} visits` });
    expect(screen.getByText('1234 visits')).toBeInTheDocument();
  });
});
