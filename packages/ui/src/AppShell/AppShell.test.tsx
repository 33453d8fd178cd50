import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { AppShell } from './AppShell';

function renderShell(props: Partial<Parameters<typeof AppShell>[0]> = {}) {
  return render(
    <ThemeProvider>
      <AppShell
        menu={
          <nav aria-label="Main">
            <a href="/insights">Insights</a>
          </nav>
        }
        header={<h1>Insights</h1>}
        {...props}
      >
        <button type="button">Open analytics report</button>
      </AppShell>
    </ThemeProvider>,
  );
}

describe('AppShell', () => {
  it('puts the menu beside a main landmark holding the header and the content', () => {
    renderShell();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Insights' }));
    expect(main).toContainElement(screen.getByRole('button', { name: 'Open analytics report' }));
    expect(main).not.toContainElement(screen.getByRole('navigation', { name: 'Main' }));
  });

  it('offers "Skip to main content" as the first stop of the tab order', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
  });

  it('moves focus to the main content when the skip link is followed', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab continues inside the main content, past the menu.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open analytics report' })).toHaveFocus();
  });

  it('takes another label and target id', () => {
    renderShell({ skipLinkLabel: 'Skip to content', mainId: 'content' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });
});
