import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ThemeProvider } from '../theme';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the heading No results and the line naming what is missing', () => {
    render(
      <ThemeProvider>
        <EmptyState description="No stores to be displayed" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No results' })).toBeInTheDocument();
    expect(screen.getByText('No stores to be displayed')).toBeInTheDocument();
  });

  it('takes another title and heading level', () => {
    render(
      <ThemeProvider>
        <EmptyState title="Nothing here yet" headingLevel={3} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here yet' })).toBeInTheDocument();
  });

  it('renders the action', async () => {
    const onPress = vi.fn();
    render(
      <ThemeProvider>
        <EmptyState
          description="No businesses to be displayed"
          action={<Button onPress={onPress}>Create a new business</Button>}
        />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create a new business' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
