import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { ErrorState, type ErrorStateProps } from './ErrorState';

function renderErrorState(props: ErrorStateProps = {}) {
  return render(
    <ThemeProvider>
      <ErrorState {...props} />
    </ThemeProvider>,
  );
}

describe('ErrorState', () => {
  it('is an alert titled Could not load with the default reason', () => {
    renderErrorState();
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'Could not load' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('An error occurred when trying to load the data.');
  });

  it('calls onRetry when Retry is pressed', async () => {
    const onRetry = vi.fn();
    renderErrorState({ onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists several server errors as bullets', () => {
    renderErrorState({ reason: ['Name is required.', 'Store not found.'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name is required.',
      'Store not found.',
    ]);
  });

  it('is busy and ignores presses while retrying', async () => {
    const onRetry = vi.fn();
    renderErrorState({ onRetry, isRetrying: true });
    expect(screen.getByRole('alert')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('has no Retry button without onRetry', () => {
    renderErrorState({ reason: 'You are offline.' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
