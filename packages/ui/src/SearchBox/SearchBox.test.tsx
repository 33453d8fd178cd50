import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { SearchBox, type SearchBoxProps } from './SearchBox';

function renderSearchBox(props: Partial<SearchBoxProps> = {}) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  render(
    <ThemeProvider>
      <SearchBox onSubmit={onSubmit} onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return { onSubmit, onChange, input: screen.getByRole('searchbox', { name: 'Search' }) };
}

describe('SearchBox', () => {
  it('is a search landmark with a box named and marked Search', () => {
    const { input } = renderSearchBox();
    expect(screen.getByRole('search')).toContainElement(input);
    expect(input).toHaveAttribute('placeholder', 'Search');
  });

  it('submits the text on Enter, not on every keystroke', async () => {
    const { onSubmit, onChange, input } = renderSearchBox();
    await userEvent.type(input, 'bean');
    expect(onChange).toHaveBeenLastCalledWith('bean');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('bean');
  });

  it('takes no more characters than maxLength, typed or pasted', async () => {
    const { onSubmit, input } = renderSearchBox({ maxLength: 5 });
    await userEvent.type(input, 'espresso');
    expect(input).toHaveValue('espre');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('cappuccino');
    expect(input).toHaveValue('cappu');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('cappu');
  });

  it('clears and submits an empty search with the clear button, focus back in the box', async () => {
    const { onSubmit, input } = renderSearchBox({ defaultValue: 'bean' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears with Escape, and lets Escape through when already empty', async () => {
    const onKeyDown = vi.fn();
    const onSubmit = vi.fn();
    render(
      <ThemeProvider>
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a stand-in for a dialog listening for Escape. */}
        <div
          onKeyDown={(event) => {
            onKeyDown(event.key);
          }}
        >
          <SearchBox defaultValue="bean" onSubmit={onSubmit} />
        </div>
      </ThemeProvider>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    input.focus();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('');
    expect(onKeyDown).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onKeyDown).toHaveBeenCalledWith('Escape');
  });

  it('neither submits nor offers clearing when disabled', () => {
    const { input } = renderSearchBox({ defaultValue: 'bean', isDisabled: true });
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
