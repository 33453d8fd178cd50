import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Pagination, type PaginationProps } from './Pagination';

/** The props but the page, which the wrapper keeps (distributed over the union of counts). */
type PropsWithoutPage = PaginationProps extends infer Props
  ? Props extends unknown
    ? Omit<Props, 'page'>
    : never
  : never;

/** A pagination wired as the app wires it: the page lives in the parent's state. */
function Controlled({ initialPage, onPageChange, ...props }: PropsWithoutPage & { initialPage: number }) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
    />
  );
}

function renderPagination(props: PropsWithoutPage & { initialPage?: number }) {
  const onPageChange = vi.fn();
  render(
    <ThemeProvider>
      <Controlled initialPage={1} {...props} onPageChange={onPageChange} />
    </ThemeProvider>,
  );
  return { onPageChange };
}

const pageNames = () => screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);

describe('Pagination', () => {
  it('is a navigation landmark named Pagination, with the current page marked', () => {
    renderPagination({ pageCount: 5, initialPage: 3 });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveAttribute('data-component', 'Pagination');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('goes to a page when it is clicked', async () => {
    const { onPageChange } = renderPagination({ pageCount: 500, initialPage: 250 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 252' }));
    expect(onPageChange).toHaveBeenCalledWith(252);
    expect(screen.getByRole('button', { name: 'Page 252' })).toHaveAttribute('aria-current', 'page');
    expect(pageNames()).toEqual(['1', '250', '251', '252', '253', '254', '500']);
  });

  it('does not report a change when the current page is clicked again', async () => {
    const { onPageChange } = renderPagination({ pageCount: 5, initialPage: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('moves the focus to the current page when Next reaches the last page and becomes disabled', async () => {
    const { onPageChange } = renderPagination({ pageCount: 5, initialPage: 4 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveFocus();
  });

  it('moves the focus to the current page once the new page has loaded, not while the pager is disabled', async () => {
    const props = { pageCount: 5, getPageHref: (page: number) => `?page=${page}` } as const;
    const { rerender } = render(
      <ThemeProvider>
        <Pagination {...props} page={4} onPageChange={() => undefined} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    // The list loads page 5: the pager is disabled, and the pressed link keeps the focus.
    rerender(
      <ThemeProvider>
        <Pagination {...props} page={5} isDisabled onPageChange={() => undefined} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveFocus();
    // Loaded: the page's rows are drawn, so the focus lands where the pager now is.
    rerender(
      <ThemeProvider>
        <Pagination {...props} page={5} onPageChange={() => undefined} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveFocus();
  });

  it('works out the page count from totalCount and pageSize', () => {
    renderPagination({ totalCount: 41, pageSize: 20 });
    expect(pageNames()).toEqual(['1', '2', '3']);
  });

  it('renders nothing when there is a single page', () => {
    renderPagination({ pageCount: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a single page when asked to: page 1 current, Previous and Next disabled', () => {
    renderPagination({ pageCount: 1, isShownForOnePage: true });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(pageNames()).toEqual(['1']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('disables every control while disabled', async () => {
    const { onPageChange } = renderPagination({ pageCount: 5, initialPage: 3, isDisabled: true });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('navigation')).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders links to each page with getPageHref, and reports plain clicks instead of navigating', async () => {
    const { onPageChange } = renderPagination({
      pageCount: 20,
      initialPage: 1,
      getPageHref: (page) => `/businesses?page=${String(page)}`,
    });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/businesses?page=2');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/businesses?page=2');
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('link', { name: 'Page 20' }));
    expect(onPageChange).toHaveBeenCalledWith(20);
    expect(screen.getByRole('link', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
  });
});
