import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { SideMenu, type RenderLink, type SideMenuItem } from '../SideMenu';
import { AppShell } from './AppShell';

const items: SideMenuItem[] = [
  { id: 'insights', label: 'Insights', href: '/insights' },
  { id: 'businesses', label: 'Businesses', href: '/businesses' },
  { id: 'customers', label: 'Customers', href: '/customers' },
  { id: 'reports', label: 'Reports', href: '/reports' },
  { id: 'settings', label: 'Settings', href: '/settings' },
];

const meta = {
  tags: ['reflow'],
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

/** Links that stay on the story: the drawer closes on a followed link, the story's frame stays. */
const stayingLink: RenderLink = ({ href, children, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

const phoneArgs = {
  brand: 'Stampcard',
  title: 'Staff',
  menu: <SideMenu items={items} currentPath="/businesses/7/staff" header="Stampcard" renderLink={stayingLink} />,
};

/**
 * On a phone (768 px and below) the menu leaves the page: a header bar shows the Menu button, the
 * product name and the page title, and the page takes the whole width.
 */
export const PhoneMenuClosed: Story = {
  args: phoneArgs,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // The bar's code loads on narrow screens only.
    const button = await canvas.findByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const bar = byComponent(canvasElement, 'AppShell.TopBar');
    await expect(bar).toHaveTextContent('Stampcard');
    await expect(bar).toHaveTextContent('Staff');
    // The page starts at the left edge, under the bar; the Menu button is a 44 px target.
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBe(0);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * The drawer, by keyboard: Enter on Menu opens a modal dialog holding the menu (focus inside, the
 * page behind inert); Escape closes it and focus returns to the button; a followed link and a click
 * on the backdrop close it too. It ends open.
 */
export const PhoneMenuOpen: Story = {
  args: phoneArgs,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: 'Menu' });
    const drawer = () => within(canvasElement).getByRole('dialog', { name: 'Menu' });

    // The skip link first, then the Menu button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The drawer renders after the press is handled, which a busy machine may take a moment to do.
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', drawer().id);
    await expect(drawer()).toContainElement(within(drawer()).getByRole('navigation', { name: 'Main' }));
    await expect(drawer()).toContainElement(document.activeElement as HTMLElement);

    // Tab stays inside: through the Close button and every entry, never to the page behind.
    for (let step = 0; step < items.length + 2; step += 1) {
      await userEvent.tab();
      await expect(canvas.getByRole('main')).not.toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    // A followed link closes it.
    await userEvent.click(button);
    await userEvent.click(within(drawer()).getByRole('link', { name: 'Customers' }));
    await expect(within(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull();

    // So does a click on the backdrop (right of the drawer, which is 85% of the width at most).
    await userEvent.click(button);
    const dialog = drawer();
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 385, clientY: 400 } });
    await expect(within(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await expect(button).toHaveFocus();

    // And the Close button.
    await userEvent.click(button);
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
    await expect(within(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull();

    await userEvent.click(button);
    await expect(drawer()).toBeVisible();
  },
};

/** At 320 px the bar keeps the Menu button and the page title (cut), the product name goes; nothing overflows. */
export const PhoneNarrowest: Story = {
  args: { ...phoneArgs, title: 'Corner Café on the Harbour Front, Staff and Managers' },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toBeVisible();
    const bar = byComponent(canvasElement, 'AppShell.TopBar');
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
