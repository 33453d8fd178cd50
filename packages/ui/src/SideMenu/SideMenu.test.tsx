import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { SideMenu, type SideMenuItem } from './SideMenu';
import type { RenderLink } from './navigationLink';

const items: SideMenuItem[] = [
  { id: 'insights', label: 'Insights', href: '/insights', icon: <svg data-testid="insights-icon" /> },
  { id: 'businesses', label: 'Businesses', href: '/businesses' },
  { id: 'customers', label: 'Customers', href: '/customers', badge: '3' },
  { id: 'promotions', label: 'Promotions', href: '/promotions', isUnavailable: true },
];

function renderMenu(props: Partial<Parameters<typeof SideMenu>[0]> = {}) {
  return render(
    <ThemeProvider>
      <SideMenu items={items} currentPath="/insights" {...props} />
    </ThemeProvider>,
  );
}

describe('SideMenu', () => {
  it('lists the entries as links in a navigation landmark named Main', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const list = within(nav).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(nav).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
    expect(within(nav).getByRole('link', { name: 'Businesses' })).toHaveAttribute('href', '/businesses');
  });

  it('marks the entry of the current section as the current page, also on a nested page', () => {
    renderMenu({ currentPath: '/businesses/7/stores/3/details' });
    expect(screen.getByRole('link', { name: 'Businesses' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Insights' })).not.toHaveAttribute('aria-current');
  });

  it('marks no entry on a page outside the menu', () => {
    renderMenu({ currentPath: '/not-authorized' });
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('hides icons from assistive technology and keeps badges in the name', () => {
    renderMenu();
    expect(screen.getByTestId('insights-icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Customers 3' })).toBeInTheDocument();
  });

  it('shows an unavailable entry as a disabled link without an address', () => {
    renderMenu({ currentPath: '/promotions' });
    const promotions = screen.getByRole('link', { name: 'Promotions Unavailable' });
    expect(promotions).toHaveAttribute('aria-disabled', 'true');
    expect(promotions).not.toHaveAttribute('href');
    expect(promotions).not.toHaveAttribute('aria-current');
  });

  it("renders each link through renderLink, so the app's router link is used", () => {
    const renderLink = vi.fn<RenderLink>(({ href, children, ...props }) => (
      <a href={`#router${href}`} {...props}>
        {children}
      </a>
    ));
    renderMenu({ renderLink, currentPath: '/customers/12' });
    expect(renderLink).toHaveBeenCalledTimes(3);
    expect(renderLink).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/customers', 'aria-current': 'page', 'data-component': 'SideMenu.Link' }),
    );
    expect(screen.getByRole('link', { name: 'Customers 3' })).toHaveAttribute('href', '#router/customers');
  });

  it('shows the header and footer slots around the entries', () => {
    renderMenu({ header: 'Stampcard', footer: <button type="button">Profile</button> });
    expect(screen.getByText('Stampcard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });

  it('narrows from 190 px to 130 px at viewport widths up to 1280 px, and fills the drawer below 768 px', () => {
    renderMenu();
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toMatch(/width:\s*190px/);
    expect(css).toMatch(/@media \(min-width: ?768px\) and \(max-width: ?1280px\)\s*\{[^}]*width:\s*130px/);
    expect(css).toMatch(/@media \(max-width: ?767px\)\s*\{[^}]*width:\s*100%/);
  });
});
