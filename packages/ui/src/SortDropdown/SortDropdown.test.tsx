import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { SortDropdown, type SortValue } from './SortDropdown';

const storeSorts = [
  { value: 'alphabetically', label: 'Alphabetically' },
  { value: 'no_of_employees', label: 'Number of employees' },
];

function renderSort(value?: SortValue) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <SortDropdown options={storeSorts} value={value} onChange={onChange} />
    </ThemeProvider>,
  );
  return { onChange };
}

describe('SortDropdown', () => {
  it('reports the chosen sort with the current order', async () => {
    const { onChange } = renderSort({ sort: null, sortOrder: 'desc' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Number of employees' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ sort: 'no_of_employees', sortOrder: 'desc' });
  });

  it('reports the chosen order with the current sort', async () => {
    const { onChange } = renderSort({ sort: 'alphabetically', sortOrder: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Descending' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ sort: 'alphabetically', sortOrder: 'desc' });
  });

  it('shows a controlled value as given', () => {
    renderSort({ sort: 'no_of_employees', sortOrder: 'desc' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Number of employees');
    expect(screen.getByRole('button', { name: 'Descending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Sort order' })).toBeInTheDocument();
  });
});
