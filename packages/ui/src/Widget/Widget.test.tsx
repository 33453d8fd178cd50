import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Widget, type WidgetProps } from './Widget';

function renderWidget(props: Partial<WidgetProps> = {}) {
  render(
    <ThemeProvider>
      <Widget title="Signed up Users" {...props}>
        {props.children ?? <p>12 users today</p>}
      </Widget>
    </ThemeProvider>,
  );
  return screen.getByRole('region', { name: 'Signed up Users' });
}

describe('Widget', () => {
  it('is a region named by its level 2 heading, showing its content', () => {
    const region = renderWidget();
    expect(within(region).getByRole('heading', { level: 2, name: 'Signed up Users' })).toBeInTheDocument();
    expect(within(region).getByText('12 users today')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-component', 'Widget');
    expect(region).toHaveAttribute('data-state', 'content');
  });

  it('takes the heading level that fits the page outline', () => {
    const region = renderWidget({ headingLevel: 3 });
    expect(within(region).getByRole('heading', { level: 3, name: 'Signed up Users' })).toBeInTheDocument();
  });

  it('shows its header actions', () => {
    const region = renderWidget({ actions: <button type="button">This week</button> });
    expect(within(region).getByRole('button', { name: 'This week' })).toBeInTheDocument();
  });

  it('covers the content with a named spinner while loading, keeping it on screen', () => {
    const region = renderWidget({ isLoading: true });
    expect(within(region).getByRole('status', { name: 'Loading Signed up Users' })).toBeInTheDocument();
    expect(within(region).getByText('12 users today')).toBeInTheDocument();
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(region).toHaveAttribute('data-loading');
  });

  it('keeps its header actions usable while loading', () => {
    const region = renderWidget({ isLoading: true, actions: <button type="button">This week</button> });
    expect(within(region).getByRole('button', { name: 'This week' }).closest('[inert]')).toBeNull();
    expect(within(region).getByText('12 users today').closest('[inert]')).not.toBeNull();
  });

  it('shows No data in place of the content when empty', () => {
    const region = renderWidget({ isEmpty: true });
    expect(within(region).getByText('No data')).toBeInTheDocument();
    expect(within(region).queryByText('12 users today')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('data-state', 'empty');
  });

  it('shows the widget own empty text', () => {
    const region = renderWidget({ isEmpty: true, emptyText: 'No device data available' });
    expect(within(region).getByText('No device data available')).toBeInTheDocument();
  });

  it('shows the reason of a failed load with Retry, in place of the content', async () => {
    const onRetry = vi.fn();
    const region = renderWidget({ error: 'The server did not answer.', onRetry, isEmpty: true });
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('The server did not answer.');
    expect(within(region).getByRole('heading', { level: 3, name: 'Could not load' })).toBeInTheDocument();
    expect(within(region).queryByText('No data')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('data-state', 'error');
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('treats an empty error text as no error', () => {
    const region = renderWidget({ error: '' });
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region).getByText('12 users today')).toBeInTheDocument();
  });
});
