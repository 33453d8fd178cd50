import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('announces loading once for a whole grid of card tiles', () => {
    const { container } = render(
      <ThemeProvider>
        <Skeleton layout="grid">
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton.Card key={index} />
          ))}
        </Skeleton>
      </ThemeProvider>,
    );
    expect(screen.getAllByText('Loading…')).toHaveLength(1);
    const region = container.querySelector('[data-component="Skeleton"]');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAttribute('data-layout', 'grid');
    const cards = container.querySelectorAll('[data-component="Skeleton.Card"]');
    expect(cards).toHaveLength(12);
    for (const card of cards) expect(card).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the requested number of text lines', () => {
    const { container } = render(
      <ThemeProvider>
        <Skeleton label="Loading report">
          <Skeleton.Text lines={4} />
        </Skeleton>
      </ThemeProvider>,
    );
    expect(screen.getByText('Loading report')).toBeInTheDocument();
    const text = container.querySelector('[data-component="Skeleton.Text"]');
    expect(text).toHaveAttribute('aria-hidden', 'true');
    expect(text?.children).toHaveLength(4);
  });

  it('hides rows and avatars from screen readers', () => {
    const { container } = render(
      <ThemeProvider>
        <Skeleton>
          <Skeleton.Row />
          <Skeleton.Avatar size="large" />
        </Skeleton>
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-component="Skeleton.Row"]')).toHaveAttribute('aria-hidden', 'true');
    const avatar = container.querySelector('[data-component="Skeleton.Avatar"]');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveAttribute('data-size', 'large');
  });
});
