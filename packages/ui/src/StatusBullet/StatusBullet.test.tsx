import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, color, contrastRatio } from '../theme';
import { StatusBullet } from './StatusBullet';

function renderBullet(element: ReactElement) {
  return render(<ThemeProvider>{element}</ThemeProvider>);
}

describe('StatusBullet', () => {
  it('says Enabled or Disabled in words, not only in colour', () => {
    renderBullet(
      <>
        <StatusBullet status="enabled" />
        <StatusBullet status="disabled" />
      </>,
    );
    expect(screen.getByText('Enabled').closest('[data-component="StatusBullet"]')).toHaveAttribute(
      'data-status',
      'enabled',
    );
    expect(screen.getByText('Disabled').closest('[data-component="StatusBullet"]')).toHaveAttribute(
      'data-status',
      'disabled',
    );
  });

  it('shows a custom label in place of the default one', () => {
    renderBullet(<StatusBullet status="disabled">Offline</StatusBullet>);
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.queryByText('Disabled')).toBeNull();
  });

  it('hides the bullet from assistive technology', () => {
    const { container } = renderBullet(<StatusBullet status="enabled" />);
    expect(container.querySelector('[data-part="bullet"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws bullets with at least 3:1 contrast against surfaces and the canvas', () => {
    for (const fill of [color.bg.fillSuccess, color.bg.fillCritical]) {
      expect(contrastRatio(fill, color.bg.surface)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(fill, color.bg.canvas)).toBeGreaterThanOrEqual(3);
    }
  });
});
