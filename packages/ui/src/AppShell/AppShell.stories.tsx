import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { SideMenu, type SideMenuItem } from '../SideMenu';
import { AppShell } from './AppShell';

const items: SideMenuItem[] = [
  { id: 'insights', label: 'Insights', href: '/insights' },
  { id: 'businesses', label: 'Businesses', href: '/businesses' },
  { id: 'customers', label: 'Customers', href: '/customers' },
  { id: 'reports', label: 'Reports', href: '/reports' },
  { id: 'settings', label: 'Settings', href: '/settings' },
];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  args: {
    menu: <SideMenu items={items} currentPath="/businesses/7/staff" header="Stampcard" />,
    header: (
      <PageHeader
        title="Staff"
        breadcrumbs={[
          { label: 'Businesses', href: '/businesses' },
          { label: 'Corner Café', href: '/businesses/7/details' },
          { label: 'Staff' },
        ]}
        actions={<Button variant="primary">New user</Button>}
      />
    ),
    children: (
      <div style={{ padding: '0 24px 24px' }}>
        <p>Ada Lovelace, ada@example.com, Corner Café (Corner Café)</p>
        <Button variant="secondary">Load more</Button>
      </div>
    ),
  },
  argTypes: {
    menu: { control: false },
    header: { control: false },
    children: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
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
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

function byComponent(canvasElement: HTMLElement, name: string): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>(`[data-component="${name}"]`);
  if (!element) throw new Error(`${name} not rendered`);
  return element;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Staff' }));
    await expect(main).not.toContainElement(nav);
    // Menu on the left, 190 px wide; the page to its right.
    const menu = byComponent(canvasElement, 'SideMenu').getBoundingClientRect();
    await expect(menu.width).toBe(190);
    await expect(main.getBoundingClientRect().left).toBeGreaterThanOrEqual(menu.right);
    await expect(within(nav).getByRole('link', { name: 'Businesses' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {
  args: { skipLinkLabel: 'Skip to main content', mainId: 'main-content' },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    // Hidden until focused.
    await expect(skipLink.getBoundingClientRect().width).toBeLessThanOrEqual(1);

    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().width).toBeGreaterThan(50);
    await expect(skipLink.getBoundingClientRect().height).toBeGreaterThan(10);

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    // Tab then goes on inside the page, past the menu: the first breadcrumb link.
    await userEvent.tab();
    const breadcrumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(breadcrumbs).getByRole('link', { name: 'Businesses' })).toHaveFocus();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'menuBreakpoint', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const menu = byComponent(canvasElement, 'SideMenu').getBoundingClientRect();
    await expect(menu.width).toBe(130);
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeGreaterThanOrEqual(menu.right);
  },
};

export const LongPage: Story = {
  args: {
    children: (
      <div style={{ padding: '0 24px 24px' }}>
        {Array.from({ length: 60 }, (_, index) => (
          <p key={index}>Staff member {index + 1}</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    // The menu stays in view while the page scrolls.
    const menuColumn = byComponent(canvasElement, 'AppShell.Menu');
    window.scrollTo(0, 800);
    await expect(window.scrollY).toBeGreaterThan(0);
    await expect(Math.round(menuColumn.getBoundingClientRect().top)).toBe(0);
    window.scrollTo(0, 0);
  },
};
