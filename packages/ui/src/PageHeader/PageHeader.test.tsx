import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RenderLink } from '../SideMenu';
import { ThemeProvider } from '../theme';
import { PageHeader } from './PageHeader';

function renderHeader(props: Partial<Parameters<typeof PageHeader>[0]> = {}) {
  return render(
    <ThemeProvider>
      <PageHeader title="Ada Lovelace" {...props} />
    </ThemeProvider>,
  );
}

describe('PageHeader', () => {
  it('shows the title as the page heading in a header', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the breadcrumb trail as an ordered list in a Breadcrumb navigation', () => {
    renderHeader({
      breadcrumbs: [
        { label: 'Businesses', href: '/businesses' },
        { label: 'Corner Café', href: '/businesses/7/details' },
        { label: 'Staff' },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Businesses', 'Corner Café', 'Staff']);
    expect(within(nav).getByRole('link', { name: 'Businesses' })).toHaveAttribute('href', '/businesses');
    expect(within(nav).getByRole('link', { name: 'Corner Café' })).toHaveAttribute('href', '/businesses/7/details');
  });

  it('marks the last step as the current page and never makes it a link', () => {
    renderHeader({ breadcrumbs: [{ label: 'Users' }, { label: 'Ada Lovelace', href: '/users/1' }] });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).queryByRole('link')).toBeNull();
    expect(within(nav).getByText('Ada Lovelace')).toHaveAttribute('aria-current', 'page');
    // A step without an address is plain text.
    expect(within(nav).getByText('Users').tagName).toBe('SPAN');
  });

  it('hides the separators from assistive technology', () => {
    renderHeader({ breadcrumbs: [{ label: 'Reports', href: '/reports' }, { label: 'Monthly stamps' }] });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const separators = nav.querySelectorAll('li > [aria-hidden="true"]');
    expect(separators).toHaveLength(1);
    // The separator adds nothing to the step's text.
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reports', 'Monthly stamps']);
  });

  it("renders breadcrumb links through renderLink, so the app's router link is used", () => {
    const renderLink = vi.fn<RenderLink>(({ href, children, ...props }) => (
      <a href={`#router${href}`} {...props}>
        {children}
      </a>
    ));
    renderHeader({ renderLink, breadcrumbs: [{ label: 'Reports', href: '/reports' }, { label: 'Monthly stamps' }] });
    expect(renderLink).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '#router/reports');
  });

  it('shows actions and a description beside the title', () => {
    renderHeader({ actions: <button type="button">New business</button>, description: "Business's cards" });
    expect(screen.getByRole('button', { name: 'New business' })).toBeInTheDocument();
    expect(screen.getByText("Business's cards")).toBeInTheDocument();
  });
});
