import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page in state, as the app keeps it in the `page` query parameter, and reports changes. */
function StatefulPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
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

const meta = {
  tags: ['reflow'],
  title: 'Lists/Pagination',
  component: Pagination,
  render: (args) => <StatefulPagination {...args} />,
  args: {
    page: 1,
    pageCount: 20,
    onPageChange: fn(),
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    siblingCount: { control: { type: 'number', min: 0, max: 4 } },
    label: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page numbers shown, in order, as the user reads them. */
function shownPages(navigation: HTMLElement): (string | null)[] {
  return within(navigation)
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(shownPages(navigation)).toEqual(['1', '2', '3', '4', '5', '6', '7', '20']);
  },
};

export const Playground: Story = {
  args: {
    page: 7,
    pageCount: 50,
    siblingCount: 2,
    label: 'Pagination',
    size: 'medium',
    isDisabled: false,
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 5 },
  play: async ({ canvas }) => {
    await expect(shownPages(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '5']);
  },
};

export const NinePages: Story = {
  args: { page: 1, pageCount: 9 },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation');
    // Up to 9 pages, every page is shown and there is no ellipsis.
    await expect(shownPages(navigation)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await expect(navigation).not.toHaveTextContent('…');
  },
};

export const TenPages: Story = {
  args: { page: 1, pageCount: 10 },
  play: async ({ args, canvas }) => {
    const navigation = canvas.getByRole('navigation');
    await expect(shownPages(navigation)).toEqual(['1', '2', '3', '4', '5', '6', '7', '10']);
    const width = navigation.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Page 7' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    // The window slides over to the other end; the count of slots, and so the width, stays.
    await expect(shownPages(navigation)).toEqual(['1', '4', '5', '6', '7', '8', '9', '10']);
    await expect(navigation.getBoundingClientRect().width).toBeCloseTo(width, 0);
  },
};

export const ManyPages: Story = {
  args: { page: 250, pageCount: 500 },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation');
    await expect(shownPages(navigation)).toEqual(['1', '248', '249', '250', '251', '252', '500']);
    await expect(canvas.getByRole('button', { name: 'Page 250' })).toHaveAttribute('aria-current', 'page');
    await expect(navigation.textContent.match(/…/g)).toHaveLength(2);
  },
};

export const FirstPage: Story = {
  args: { page: 1, pageCount: 500 },
  play: async ({ args, canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(shownPages(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '500']);
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 500, pageCount: 500 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 500' })).toHaveAttribute('aria-current', 'page');
    await expect(shownPages(canvas.getByRole('navigation'))).toEqual([
      '1',
      '494',
      '495',
      '496',
      '497',
      '498',
      '499',
      '500',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** A single page (or an empty list): nowhere to go, so no control and no landmark at all. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-component="Pagination"]')).toBeNull();
  },
};

/** A single page shown on purpose (`isShownForOnePage`): page 1, current, Previous and Next disabled. */
export const SinglePageShown: Story = {
  args: { page: 1, pageCount: 1, isShownForOnePage: true },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(navigation).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(navigation).getAllByRole('button', { name: /^Page / })).toHaveLength(1);
    await expect(within(navigation).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(within(navigation).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { page: 3, pageCount: 12, isDisabled: true },
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { page: 1, pageCount: 12 },
  play: async ({ args, canvas }) => {
    // Previous is disabled on the first page: the first Tab stop is the current page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The focus stays on the chosen page.
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    // Shift+Tab back to Previous, now enabled.
    for (let step = 0; step < 3; step += 1) await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    // Previous is now disabled: the focus moves to the current page instead of being lost.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const WithLinks: Story = {
  args: {
    page: 4,
    pageCount: 30,
    getPageHref: (page) => `?page=${String(page)}`,
  },
  play: async ({ args, canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(navigation).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '?page=5');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=5');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=3');
    await expect(canvas.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    // A plain click or Enter is reported to the app (which routes) instead of reloading the page.
    await userEvent.click(canvas.getByRole('link', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    canvas.getByRole('link', { name: 'Page 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    const previous = canvas.getByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <StatefulPagination {...args} label="Small pagination" size="small" />
      <StatefulPagination {...args} label="Medium pagination" size="medium" />
      <StatefulPagination {...args} label="Large pagination" size="large" />
    </div>
  ),
  args: { page: 6, pageCount: 40 },
  play: async ({ canvas }) => {
    const heights = ['Small pagination', 'Medium pagination', 'Large pagination'].map(
      (name) =>
        within(canvas.getByRole('navigation', { name })).getByRole('button', { name: 'Page 6' }).getBoundingClientRect()
          .height,
    );
    await expect(heights).toEqual([28, 36, 44]);
  },
};

export const FromTotalCount: Story = {
  args: { page: 1, pageCount: undefined, totalCount: 41, pageSize: 20 },
  play: async ({ canvas }) => {
    await expect(shownPages(canvas.getByRole('navigation'))).toEqual(['1', '2', '3']);
  },
};
