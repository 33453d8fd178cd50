import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { FilterDropdown, type FilterDefinition } from './FilterDropdown';
import { findOptionsByKeys, keepUnloadedKeys } from './filterSelection';

interface Category {
  categoryID: number;
  name: string;
}

const food: Category = { categoryID: 1, name: 'Food' };
const delivery: Category = { categoryID: 2, name: 'Delivery' };
const pharmaceutical: Category = { categoryID: 3, name: 'Pharmaceutical' };

const categories: FilterDefinition<Category> = {
  key: 'categories',
  placeholder: 'Categories',
  type: 'single',
  options: [food, delivery, pharmaceutical],
  optionLabel: 'name',
  optionKey: 'categoryID',
};

function renderFilter(filter: FilterDefinition<Category>, defaultValue?: string[]) {
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <FilterDropdown filter={filter} defaultValue={defaultValue} onChange={onChange} />
    </ThemeProvider>,
  );
  return { onChange, combobox: screen.getByRole('combobox', { name: filter.placeholder }) };
}

async function choose(combobox: HTMLElement, name: string) {
  await userEvent.click(combobox);
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe('FilterDropdown', () => {
  it('reports the identifier of the chosen value with the filter key', async () => {
    const { onChange, combobox } = renderFilter(categories);
    await choose(combobox, 'Pharmaceutical');
    expect(onChange).toHaveBeenCalledExactlyOnceWith([3], 'categories');
  });

  it('clears a single filter when its selected value is clicked again', async () => {
    const { onChange, combobox } = renderFilter(categories);
    await choose(combobox, 'Food');
    await choose(combobox, 'Food');
    expect(onChange).toHaveBeenLastCalledWith([], 'categories');
    expect(combobox).toHaveTextContent('Categories');
  });

  it('replaces the value of a single filter when another value is clicked', async () => {
    const { onChange, combobox } = renderFilter(categories, ['1']);
    await choose(combobox, 'Delivery');
    expect(onChange).toHaveBeenCalledExactlyOnceWith([2], 'categories');
  });

  it('adds and removes values of a multi filter', async () => {
    const { onChange, combobox } = renderFilter({ ...categories, type: 'multi' });
    await userEvent.click(combobox);
    const listbox = screen.getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Food' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Delivery' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Food' }));
    expect(onChange.mock.calls).toEqual([
      [[1], 'categories'],
      [[1, 2], 'categories'],
      [[2], 'categories'],
    ]);
  });

  it('is named by its placeholder, which it shows while nothing is chosen', () => {
    const { combobox } = renderFilter(categories);
    expect(combobox).toHaveTextContent('Categories');
  });
});

describe('findOptionsByKeys', () => {
  const getKey = (category: Category) => category.categoryID;

  it('finds the options named by identifiers from the URL, in their order', () => {
    expect(findOptionsByKeys(categories.options, ['3', '1'], getKey)).toEqual([pharmaceutical, food]);
  });

  it('leaves out identifiers that name no option', () => {
    expect(findOptionsByKeys(categories.options, ['9', 2], getKey)).toEqual([delivery]);
  });
});

describe('keepUnloadedKeys', () => {
  const getKey = (option: { id: number }) => option.id;
  it('keeps identifiers from the URL whose options are not loaded yet when the user changes the selection', () => {
    expect(keepUnloadedKeys([1, 99], [{ id: 1 }, { id: 2 }], [{ id: 1 }, { id: 2 }], getKey)).toEqual([99, 1, 2]);
  });

  it('drops a loaded identifier the user deselected', () => {
    expect(keepUnloadedKeys(['1', 2], [{ id: 1 }, { id: 2 }], [{ id: 2 }], getKey)).toEqual([2]);
  });
});
