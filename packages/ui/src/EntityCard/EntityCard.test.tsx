import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { EntityCard } from './EntityCard';
import type { EntityCardRenderLink } from './link';
import { badgeLabels, placeholders } from './EntityCard.fixtures';

function renderInTheme(ui: ReactNode) {
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}

/** A router-like link: it handles the click itself and reports where it would go. */
function routerLink(onNavigate: (href: string) => void): EntityCardRenderLink {
  return function RouterLink({ href, children, ...props }) {
    return (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    );
  };
}

describe('EntityCard', () => {
  it('shows the name as a heading link to the entity', () => {
    renderInTheme(<EntityCard name="The Daily Grind" href="/businesses/7/details" headingLevel={3} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'The Daily Grind' });
    expect(heading).toContainElement(screen.getByRole('link', { name: 'The Daily Grind' }));
    expect(screen.getByRole('link')).toHaveAttribute('href', '/businesses/7/details');
    expect(screen.getByRole('article', { name: 'The Daily Grind' })).toHaveAttribute('data-component', 'EntityCard');
  });

  it('renders the link through renderLink, as a router Link would', async () => {
    const onNavigate = vi.fn();
    renderInTheme(<EntityCard name="Bean There" href="/businesses/8/details" renderLink={routerLink(onNavigate)} />);
    await userEvent.click(screen.getByRole('link', { name: 'Bean There' }));
    expect(onNavigate).toHaveBeenCalledWith('/businesses/8/details');
  });

  it('follows the link when the card text is clicked, but not when text is selected', async () => {
    const onNavigate = vi.fn();
    renderInTheme(
      <EntityCard
        name="Bean There"
        href="/businesses/8/details"
        description="Coffee all day"
        details={[{ label: 'City', value: 'Bristol' }]}
        renderLink={routerLink(onNavigate)}
      />,
    );
    await userEvent.click(screen.getByText('Bristol'));
    expect(onNavigate).toHaveBeenCalledTimes(1);

    const description = screen.getByText('Coffee all day');
    window.getSelection()?.selectAllChildren(description);
    fireEvent.click(description);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    window.getSelection()?.removeAllRanges();
  });

  it('shows the placeholders for a blank name, description and details, marked as placeholders', () => {
    renderInTheme(
      <EntityCard
        name="   "
        namePlaceholder={placeholders.storeName}
        href="/businesses/7/stores/1/details"
        description={null}
        details={[
          { label: 'Street', value: '', placeholder: placeholders.street },
          { label: 'City', value: null, placeholder: placeholders.city },
          { label: 'Employees', value: null },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Unnamed store' }).closest('h2')).toHaveAttribute('data-placeholder');
    expect(screen.getByText('No description available')).toHaveAttribute('data-placeholder');
    expect(screen.getByText('Unspecified street')).toHaveAttribute('data-placeholder');
    expect(screen.getByText('Unspecified city')).toHaveAttribute('data-placeholder');
    // A blank detail without a placeholder is left out.
    expect(screen.queryByText('Employees')).toBeNull();
  });

  it('defaults the name placeholder to Unnamed and leaves out an absent description', () => {
    const { container } = renderInTheme(<EntityCard name={null} href="/businesses/1/details" />);
    expect(screen.getByRole('link', { name: 'Unnamed' })).toBeInTheDocument();
    expect(container.querySelector('[data-part="description"]')).toBeNull();
  });

  it('names each detail for screen readers', () => {
    renderInTheme(
      <EntityCard
        name="Bold Street"
        href="/stores/1"
        details={[
          { label: 'Street', value: '42 Bold Street' },
          { label: 'City', value: 'Liverpool' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Street', 'City']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      '42 Bold Street',
      'Liverpool',
    ]);
  });

  it('shows the badges', () => {
    renderInTheme(
      <EntityCard
        name="The Daily Grind"
        href="/businesses/7/details"
        badges={[{ label: badgeLabels.multiStore, tone: 'info' }, { label: badgeLabels.singleStore }]}
      />,
    );
    expect(screen.getByText('Multi-store business')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByText('Single-store')).toHaveAttribute('data-tone', 'neutral');
  });

  it('shows the image with its alt text, and the placeholder graphic when it is missing or broken', () => {
    const { container, rerender } = renderInTheme(
      <EntityCard name="Bean There" href="/b/8" imageUrl="/logo.png" imageAlt="Bean There logo" />,
    );
    const image = screen.getByRole('img', { name: 'Bean There logo' });
    fireEvent.error(image);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-part="image"][data-placeholder]')).toBeInTheDocument();

    // A new URL is tried again.
    rerender(
      <ThemeProvider>
        <EntityCard name="Bean There" href="/b/8" imageUrl="/other.png" imageAlt="Bean There logo" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Bean There logo' })).toHaveAttribute('src', '/other.png');

    rerender(
      <ThemeProvider>
        <EntityCard name="Bean There" href="/b/8" imageUrl={null} />
      </ThemeProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
