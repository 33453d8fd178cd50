import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { LoadingOverlay } from './LoadingOverlay';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named Loading by default', () => {
    render(
      <ThemeProvider>
        <Spinner />
      </ThemeProvider>,
    );
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner).toHaveAttribute('data-size', 'medium');
    expect(spinner.querySelector('[data-part="ring"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the label of what is loading', () => {
    render(
      <ThemeProvider>
        <Spinner label="Loading report" size="large" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading report' })).toHaveAttribute('data-size', 'large');
  });
});

describe('LoadingOverlay', () => {
  function renderOverlay(isLoading: boolean) {
    return render(
      <ThemeProvider>
        <LoadingOverlay isLoading={isLoading} label="Loading widget">
          <p>Stamps total</p>
          <button type="button">Details</button>
        </LoadingOverlay>
      </ThemeProvider>,
    );
  }

  it('covers the content with a spinner and makes it inert and busy while loading', () => {
    const { container } = renderOverlay(true);
    expect(screen.getByRole('status', { name: 'Loading widget' })).toBeInTheDocument();
    expect(container.querySelector('[data-component="LoadingOverlay"]')).toHaveAttribute('aria-busy', 'true');
    // The content stays in the document: nothing already on screen is lost.
    expect(screen.getByText('Stamps total')).toBeInTheDocument();
    // jsdom does not implement inert; the story checks that Tab skips the content in a real browser.
    expect(container.querySelector('[data-part="content"]')).toHaveAttribute('inert');
  });

  it('shows the content alone and reachable when not loading', async () => {
    const { container } = renderOverlay(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[data-component="LoadingOverlay"]')).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('[data-part="content"]')).not.toHaveAttribute('inert');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
  });
});
