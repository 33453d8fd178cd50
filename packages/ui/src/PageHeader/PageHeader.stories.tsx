import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import type { NavigationLinkProps } from '../SideMenu';
import { PageHeader } from './PageHeader';

const meta = {
  tags: ['reflow'],
  title: 'Navigation/PageHeader',
  component: PageHeader,
  args: {
    title: 'Businesses',
  },
  argTypes: {
    breadcrumbs: { control: 'object' },
    actions: { control: false },
    renderLink: { control: false },
    description: { control: 'text' },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumb links that stay on the story. */
function stayingLink({ href, children, ...props }: NavigationLinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Businesses' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  },
};

export const Playground: Story = {
  args: {
    title: 'Stores',
    breadcrumbs: [
      { label: 'Businesses', href: '/businesses' },
      { label: 'Corner Café', href: '/businesses/7/details' },
      { label: 'Stores' },
    ],
  },
};

/** Users > full name. */
export const WithBreadcrumbs: Story = {
  args: {
    title: 'Ada Lovelace',
    breadcrumbs: [{ label: 'Users' }, { label: 'Ada Lovelace' }],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Users', 'Ada Lovelace']);
    await expect(within(nav).queryByRole('link')).toBeNull();
    await expect(within(nav).getByText('Ada Lovelace')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  },
};

/** Businesses > business name (links to details) > staff. */
export const WithBreadcrumbLinks: Story = {
  args: {
    title: 'Staff',
    breadcrumbs: [
      { label: 'Businesses', href: '/businesses' },
      { label: 'Corner Café', href: '/businesses/7/details' },
      { label: 'Staff' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/businesses', '/businesses/7/details']);
    await expect(within(nav).getByText('Staff')).toHaveAttribute('aria-current', 'page');
    // The separators are decorative.
    for (const separator of nav.querySelectorAll('li > [aria-hidden="true"]')) {
      await expect(separator.textContent).toBe('');
    }
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Businesses' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Corner Café' })).toHaveFocus();
  },
};

/** On a desktop a long title is cut on one line. */
export const LongTitle: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: {
    title:
      'The Extraordinarily Long Name of a Multi-Store Business That Sells Coffee, Pastries and Sandwiches Across Liverpool and Bristol',
    breadcrumbs: [
      { label: 'Businesses', href: '/businesses' },
      {
        label: 'The Extraordinarily Long Name of a Multi-Store Business That Sells Coffee',
        href: '/businesses/7/details',
      },
      { label: 'Stores' },
    ],
    actions: <Button variant="primary">New store</Button>,
  },
  play: async ({ args, canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // One line, cut with an ellipsis; the full title is still the heading's name and its tooltip.
    await expect(heading).toHaveAccessibleName(args.title);
    await expect(heading).toHaveAttribute('title', args.title);
    await expect(getComputedStyle(heading).textOverflow).toBe('ellipsis');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    // The actions stay inside the header, beside the title.
    const header = canvas.getByRole('banner');
    const button = canvas.getByRole('button', { name: 'New store' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(header.getBoundingClientRect().right);
    await expect(button).toBeVisible();
  },
};

/** On a phone the same title wraps, so it is read in full; the actions go below it. */
export const LongTitleOnPhone: Story = {
  args: LongTitle.args,
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 2);
    const button = canvas.getByRole('button', { name: 'New store' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};

const longTrail = [
  { label: 'Businesses', href: '/businesses' },
  { label: 'Bold Street Coffee', href: '/businesses/1/details' },
  { label: 'Stores', href: '/businesses/1/stores' },
  { label: 'Bold Street', href: '/businesses/1/stores/1/details' },
  { label: 'NFC tags' },
];

/**
 * A long trail in a narrow header shows its first and last two steps around a "…" button, which
 * names the whole trail and, pressed, shows every step (focus moves to the first one it showed).
 */
export const LongTrailOnPhone: Story = {
  args: { title: 'NFC tags', breadcrumbs: longTrail, renderLink: stayingLink },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const visibleSteps = () =>
      within(trail)
        .queryAllByRole('listitem')
        .filter((item) => item.checkVisibility());
    await expect(within(trail).getByRole('link', { name: 'Businesses' })).toBeVisible();
    await expect(within(trail).queryByRole('link', { name: 'Bold Street Coffee' })).toBeNull();
    await expect(within(trail).getByRole('link', { name: 'Bold Street' })).toBeVisible();
    const toggle = within(trail).getByRole('button', { name: /^Show the full trail/ });
    await expect(toggle).toHaveAccessibleName(
      'Show the full trail: Businesses, Bold Street Coffee, Stores, Bold Street, NFC tags',
    );
    await expect(visibleSteps()).toHaveLength(4);

    await userEvent.click(toggle);
    await expect(within(trail).getByRole('link', { name: 'Bold Street Coffee' })).toHaveFocus();
    await expect(within(trail).getByRole('link', { name: 'Stores' })).toBeVisible();
    await expect(visibleSteps()).toHaveLength(5);
  },
};

/** The same trail where the header has room: every step, no "…". */
export const LongTrailOnDesktop: Story = {
  args: { title: 'NFC tags', breadcrumbs: longTrail, renderLink: stayingLink },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Bold Street Coffee' })).toBeVisible();
    await expect(within(trail).queryByRole('button', { name: /^Show the full trail/ })).toBeNull();
  },
};

const onNewBusiness = fn();

export const WithActions: Story = {
  args: {
    title: 'Businesses',
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button variant="primary" onPress={onNewBusiness}>
          New business
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onNewBusiness.mockClear();
    const heading = canvas.getByRole('heading', { level: 1, name: 'Businesses' });
    const button = canvas.getByRole('button', { name: 'New business' });
    // Actions sit on the right of the title, on the same row.
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left);
    await userEvent.click(button);
    await expect(onNewBusiness).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { title: 'Card Editor', description: "Business's cards" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Business's cards")).toBeVisible();
  },
};

const navigate = fn();

export const WithRouterLink: Story = {
  args: {
    title: 'Monthly stamps',
    breadcrumbs: [{ label: 'Reports', href: '/reports' }, { label: 'Monthly stamps' }],
    renderLink: ({ href, children, ...props }: NavigationLinkProps) => (
      <a
        href={href}
        {...props}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await expect(navigate).toHaveBeenCalledWith('/reports');
  },
};
