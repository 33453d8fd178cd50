import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { KpiGroup, type KpiGroupProps } from './KpiGroup';

function renderGroup(props: Partial<KpiGroupProps> = {}) {
  const { container } = render(
    <ThemeProvider>
      <KpiGroup
        items={[
          { label: 'Today', value: 12 },
          { label: 'Lifetime Users', value: 1234, hint: 'Since launch' },
        ]}
        {...props}
      />
    </ThemeProvider>,
  );
  const group = container.querySelector('[data-component="KpiGroup"]');
  if (group === null) throw new Error('The KPI group is not rendered.');
  return group;
}

/** Each tile as assistive technology reads it: its terms and their details. */
function readTiles(group: Element) {
  return Array.from(group.querySelectorAll('[data-component="KpiGroup.Tile"]'), (tile) =>
    Array.from(tile.children, (part) => `${part.tagName.toLowerCase()}: ${part.textContent}`),
  );
}

describe('KpiGroup', () => {
  it('pairs each label with its number in a description list, thousands grouped', () => {
    const group = renderGroup();
    expect(group.tagName).toBe('DL');
    expect(readTiles(group)).toEqual([
      ['dt: Today', 'dd: 12'],
      ['dt: Lifetime Users', 'dd: 1,234', 'dd: Since launch'],
    ]);
  });

  it('shows a dash for a missing number and reads it as No data', () => {
    const group = renderGroup({ items: [{ label: 'Last Week', value: null }] });
    expect(readTiles(group)).toEqual([['dt: Last Week', 'dd: —No data']]);
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows skeletons in the tiles while loading and is busy', () => {
    const group = renderGroup({ isLoading: true });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group.querySelectorAll('[data-component="Skeleton.Text"]')).toHaveLength(2);
    expect(screen.queryByText('1,234')).not.toBeInTheDocument();
    expect(readTiles(group)).toEqual([
      ['dt: Today', 'dd: Loading'],
      ['dt: Lifetime Users', 'dd: Loading', 'dd: Since launch'],
    ]);
  });

  it('lays tiles out in the columns asked for', () => {
    const group = renderGroup({ columns: 2 });
    expect(group).toHaveAttribute('data-columns', '2');
  });

  it('marks the highlighted tile, by its id or else its label, and no other', () => {
    const highlighted = (group: Element) =>
      Array.from(group.querySelectorAll('[aria-current="true"][data-highlighted]'), (tile) => tile.textContent);
    expect(highlighted(renderGroup({ highlightedId: 'Lifetime Users' }))).toEqual(['Lifetime Users1,234Since launch']);
    cleanup();
    const byId = renderGroup({
      items: [
        { id: 'today', label: 'Today', value: 12 },
        { id: 'this_week', label: 'This Week', value: 87 },
      ],
      highlightedId: 'this_week',
    });
    expect(highlighted(byId)).toEqual(['This Week87']);
    cleanup();
    expect(highlighted(renderGroup())).toEqual([]);
    cleanup();
    expect(highlighted(renderGroup({ highlightedId: 'Yesterday' }))).toEqual([]);
  });
});
