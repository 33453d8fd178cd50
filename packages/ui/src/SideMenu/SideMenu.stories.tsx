import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NavigationLinkProps } from './navigationLink';
import { SideMenu, type SideMenuItem } from './SideMenu';

/** Small outline icons, as an app would pass them. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {children}
    </svg>
  );
}

// The menu entries as an Administrator sees them.
const administratorItems: SideMenuItem[] = [
  {
    id: 'insights',
    label: 'Insights',
    href: '/insights',
    icon: (
      <Icon>
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      </Icon>
    ),
  },
  {
    id: 'businesses',
    label: 'Businesses',
    href: '/businesses',
    icon: (
      <Icon>
        <path d="M3 21h18M5 21V7l7-4 7 4v14M9 21v-6h6v6" />
      </Icon>
    ),
  },
  {
    id: 'customers',
    label: 'Customers',
    href: '/customers',
    icon: (
      <Icon>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
      </Icon>
    ),
  },
  {
    id: 'reports',
    label: 'Reports',
    href: '/reports',
    icon: (
      <Icon>
        <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8" />
      </Icon>
    ),
  },
  {
    id: 'settings',
    label: 'Settings',
    href: '/settings',
    icon: (
      <Icon>
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
      </Icon>
    ),
  },
];

const promotionsItem: SideMenuItem = {
  id: 'promotions',
  label: 'Promotions',
  href: '/promotions',
  isUnavailable: true,
  icon: (
    <Icon>
      <path d="M3 11v2l13 5V6zM16 9a3 3 0 0 1 0 6M6 14l1 6h3l-1-5" />
    </Icon>
  ),
};

/** The root element, whose width the media query sets. */
function menuRoot(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('[data-component="SideMenu"]');
  if (!root) throw new Error('SideMenu not rendered');
  return root;
}

const meta = {
  tags: ['reflow'],
  title: 'Navigation/SideMenu',
  component: SideMenu,
  args: {
    items: administratorItems,
    currentPath: '/insights',
    header: 'Stampcard',
  },
  argTypes: {
    items: { control: false },
    renderLink: { control: false },
    header: { control: 'text' },
    footer: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    // Test viewports either side of the menu breakpoint (1280 px).
    viewport: {
      options: {
        wide: { name: 'Wide desktop (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        menuBreakpoint: {
          name: 'Menu breakpoint (1280 px)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Insights',
      'Businesses',
      'Customers',
      'Reports',
      'Settings',
    ]);
    await expect(canvas.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(menuRoot(canvasElement)).width).toBe('190px');

    // Tab walks the entries in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Insights' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Businesses' })).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { currentPath: '/reports/report-details', 'aria-label': 'Main' },
};

export const ActiveEntry: Story = {
  args: { currentPath: '/businesses/7/stores/3/details' },
  play: async ({ canvas }) => {
    // A page nested under a section marks that section's entry, and only it.
    await expect(canvas.getByRole('link', { name: 'Businesses' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Insights' })).not.toHaveAttribute('aria-current');
  },
};

export const ActiveEntryExactPath: Story = {
  args: { currentPath: '/customers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};

/** At viewport widths up to 1280 px the menu is 130 px wide, icons above labels. */
export const Narrow: Story = {
  globals: { viewport: { value: 'menuBreakpoint', isRotated: false } },
  args: { currentPath: '/businesses/7/details' },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.matchMedia('(max-width: 1280px)').matches).toBe(true);
    await expect(getComputedStyle(menuRoot(canvasElement)).width).toBe('130px');
    const businesses = canvas.getByRole('link', { name: 'Businesses' });
    await expect(getComputedStyle(businesses).flexDirection).toBe('column');
    // Labels stay inside the narrow menu.
    await expect(businesses.getBoundingClientRect().right).toBeLessThanOrEqual(
      menuRoot(canvasElement).getBoundingClientRect().right,
    );
  },
};

/** Above 1280 px the menu is 190 px wide. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(max-width: 1280px)').matches).toBe(false);
    await expect(getComputedStyle(menuRoot(canvasElement)).width).toBe('190px');
  },
};

export const WithUnavailableEntry: Story = {
  args: { items: [...administratorItems, promotionsItem] },
  play: async ({ canvas }) => {
    const promotions = canvas.getByRole('link', { name: 'Promotions Unavailable' });
    await expect(promotions).toHaveAttribute('aria-disabled', 'true');
    await expect(promotions).not.toHaveAttribute('href');
    // Not in the tab order: Tab goes from the last available entry out of the menu.
    canvas.getByRole('link', { name: 'Settings' }).focus();
    await userEvent.tab();
    await expect(promotions).not.toHaveFocus();
  },
};

export const WithBadge: Story = {
  args: {
    items: administratorItems.map((item) => (item.id === 'reports' ? { ...item, badge: '2' } : item)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reports 2' })).toBeInTheDocument();
  },
};

export const WithFooter: Story = {
  args: { footer: <button type="button">Ada Lovelace</button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

const navigate = fn();

/** Stands in for React Router's `Link`: follows the link without reloading the page. */
function RouterMenu() {
  const [path, setPath] = useState('/insights');
  const renderLink = ({ href, children, ...props }: NavigationLinkProps) => (
    <a
      href={href}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        navigate(href);
        setPath(href);
      }}
    >
      {children}
    </a>
  );
  return <SideMenu items={administratorItems} currentPath={path} renderLink={renderLink} header="Stampcard" />;
}

export const WithRouterLink: Story = {
  render: () => <RouterMenu />,
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await expect(navigate).toHaveBeenCalledWith('/reports');
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Insights' })).not.toHaveAttribute('aria-current');

    // The keyboard follows the router link too.
    canvas.getByRole('link', { name: 'Customers' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/customers');
    await expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  },
};
