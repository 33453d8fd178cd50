import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

// The search box of every list page.
const meta = {
  tags: ['reflow'],
  title: 'Lists/SearchBox',
  component: SearchBox,
  args: { onChange: fn(), onSubmit: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const landmark = canvas.getByRole('search');
    const input = within(landmark).getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', 'Search');
    await expect(input).toHaveAttribute('enterkeyhint', 'search');
  },
};

export const Playground: Story = {
  args: { label: 'Search stores', placeholder: 'Search', isDisabled: false },
};

export const SubmitsOnEnter: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('bean');
    await expect(args.onChange).toHaveBeenLastCalledWith('bean');
    // Typing alone does not search: a list refetches once per search, not per keystroke.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('bean');
    await expect(input).toHaveFocus();
  },
};

export const Clear: Story = {
  args: { defaultValue: 'bean' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    // Tab order: the box, then its clear button.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'bean' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'bean', isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A list page's search, bound to the `search` query parameter (shown here as text). */
function SearchInUrl({ onSubmit }: { onSubmit: (query: string) => void }) {
  const [search, setSearch] = useState('liverpool');
  const [draft, setDraft] = useState(search);
  return (
    <div>
      <SearchBox
        value={draft}
        onChange={setDraft}
        onSubmit={(query) => {
          setSearch(query);
          onSubmit(query);
        }}
      />
      <p>?search={encodeURIComponent(search)}&amp;page=1</p>
    </div>
  );
}

export const KeptInTheUrl: Story = {
  render: (args) => <SearchInUrl onSubmit={args.onSubmit ?? (() => undefined)} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveValue('liverpool');
    await userEvent.clear(input);
    await userEvent.type(input, 'bean there');
    await expect(canvas.getByText('?search=liverpool&page=1')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('?search=bean%20there&page=1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByText('?search=&page=1')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenLastCalledWith('');
  },
};
