import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateTile, EntityCard } from '../EntityCard';
import { ThemeProvider } from '../theme';
import { CardGrid } from './CardGrid';

const cards = ['The Daily Grind', 'Bean There', 'Harbour Bakery'].map((name, index) => (
  <EntityCard key={name} name={name} href={`/businesses/${index + 1}/details`} />
));

describe('CardGrid', () => {
  it('lists the cards under its label, one item each', () => {
    render(
      <ThemeProvider>
        <CardGrid label="Businesses">{cards}</CardGrid>
      </ThemeProvider>,
    );
    const list = screen.getByRole('list', { name: 'Businesses' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['The Daily Grind', 'Bean There', 'Harbour Bakery']);
  });

  it('places the create tile first, or last when asked', () => {
    const { rerender } = render(
      <ThemeProvider>
        <CardGrid label="Businesses" createTile={<CreateTile label="NEW BUSINESS" />}>
          {cards}
        </CardGrid>
      </ThemeProvider>,
    );
    let items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('NEW BUSINESS');

    rerender(
      <ThemeProvider>
        <CardGrid label="Stores" createTile={<CreateTile label="NEW STORE" />} createTilePosition="end">
          {cards}
        </CardGrid>
      </ThemeProvider>,
    );
    items = screen.getAllByRole('listitem');
    expect(items[3]).toHaveTextContent('NEW STORE');
  });

  it('skips empty children', () => {
    render(
      <ThemeProvider>
        <CardGrid label="Businesses">
          {null}
          {false}
          {cards[0]}
        </CardGrid>
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows 12 skeleton cards while loading, announced once and busy', () => {
    const { container } = render(
      <ThemeProvider>
        <CardGrid label="Businesses" isLoading createTile={<CreateTile label="NEW BUSINESS" />}>
          {cards}
        </CardGrid>
      </ThemeProvider>,
    );
    expect(container.querySelectorAll('[data-component="Skeleton.Card"]')).toHaveLength(12);
    expect(container.querySelector('[data-component="Skeleton"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Loading…')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the requested number of skeletons and loading label', () => {
    const { container } = render(
      <ThemeProvider>
        <CardGrid label="Stores" isLoading skeletonCount={4} loadingLabel="Loading stores…" />
      </ThemeProvider>,
    );
    expect(container.querySelectorAll('[data-component="Skeleton.Card"]')).toHaveLength(4);
    expect(screen.getByText('Loading stores…')).toBeInTheDocument();
  });

  it('shows No results and the missing line when there are no cards, without the create tile', () => {
    render(
      <ThemeProvider>
        <CardGrid
          label="Businesses"
          createTile={<CreateTile label="NEW BUSINESS" />}
          emptyDescription="No businesses to be displayed"
          emptyAction={<button type="button">Create a new business</button>}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No results' })).toBeInTheDocument();
    expect(screen.getByText('No businesses to be displayed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a new business' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEW BUSINESS' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('sets the minimum column width', () => {
    render(
      <ThemeProvider>
        <CardGrid label="Cards" minColumnWidth="125px">
          {cards}
        </CardGrid>
      </ThemeProvider>,
    );
    expect(screen.getByRole('list').style.getPropertyValue('--card-grid-min-column-width')).toBe('125px');
  });
});
