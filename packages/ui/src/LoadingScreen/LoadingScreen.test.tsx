import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { getLoadingPhaseProgress } from './loadingPhases';
import { LoadingScreen } from './LoadingScreen';

describe('loadingPhases', () => {
  it('places each phase on the bar by its share of the nominal time', () => {
    expect(getLoadingPhaseProgress(0)).toMatchObject({ index: 0, startPercent: 0, endPercent: 25 });
    expect(getLoadingPhaseProgress('Verifying authentication')).toMatchObject({
      index: 1,
      startPercent: 25,
      endPercent: 50,
    });
    expect(getLoadingPhaseProgress(2)).toMatchObject({ index: 2, startPercent: 50, endPercent: 100 });
  });
});

describe('LoadingScreen', () => {
  it('names the phase the app reports, by index or by name', () => {
    const { rerender } = render(
      <ThemeProvider>
        <LoadingScreen phase={0} />
      </ThemeProvider>,
    );
    const progressBar = screen.getByRole('progressbar', { name: 'Starting Stampcard' });
    expect(progressBar).toHaveAttribute('aria-valuetext', 'Downloading configurations');
    expect(screen.getByText('Downloading configurations')).toBeInTheDocument();

    rerender(
      <ThemeProvider>
        <LoadingScreen phase="Verifying authentication" />
      </ThemeProvider>,
    );
    expect(progressBar).toHaveAttribute('aria-valuetext', 'Verifying authentication');
    expect(progressBar).toHaveAttribute('aria-valuenow', '25');

    rerender(
      <ThemeProvider>
        <LoadingScreen phase={2} />
      </ThemeProvider>,
    );
    expect(progressBar).toHaveAttribute('aria-valuetext', 'Loading');
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('marks the forced reduced-motion variant for its styles', () => {
    const { container } = render(
      <ThemeProvider>
        <LoadingScreen isReducedMotion />
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-component="LoadingScreen"]')).toHaveAttribute('data-reduced-motion');
  });
});
