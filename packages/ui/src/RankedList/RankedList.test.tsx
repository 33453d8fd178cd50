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

describe('RankedList', () => {
  it('ranks the items in an ordered list: rank, title and stamps', () => {
    renderList();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Coffee Card1,234 stamps', '2Lunch Card120 stamps', '3Cake Card1 stamp']);
  });

  it('has no hint from 3 cards on', () => {
    renderList();
    expect(screen.queryByText(/Store has/)).not.toBeInTheDocument();
  });

  it('says how many cards the store has when fewer than 3, describing the list', () => {
    renderList({ items: cards.slice(0, 2) });
    expect(screen.getByText('Store has 2 card(s)')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAccessibleDescription('Store has 2 card(s)');
  });

  it('counts the cards of the store when given, rather than the items', () => {
    renderList({ items: cards.slice(0, 1), hintCount: 2 });
    expect(screen.getByText('Store has 2 card(s)')).toBeInTheDocument();
  });

  it('shows No cards data available, and no hint, when there are no items', () => {
    renderList({ items: [] });
    expect(screen.getByText('No cards data available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/Store has/)).not.toBeInTheDocument();
  });

  it('can leave the hint out and show values its own way', () => {
    renderList({ items: cards.slice(0, 1), showHint: false, formatValue: (value) => `${value} visits` });
    expect(screen.queryByText(/Store has/)).not.toBeInTheDocument();
    expect(screen.getByText('1234 visits')).toBeInTheDocument();
  });
});
