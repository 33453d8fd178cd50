import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

/** A dashboard widget, as the overlay covers it on the Insights page. */
function StampsWidget() {
  return (
    <section
      aria-labelledby="stamps-total-heading"
      style={{ width: 280, padding: 16, borderRadius: 8, background: '#FFFFFF', border: '1px solid #E1E3EC' }}
    >
      <h2 id="stamps-total-heading" style={{ margin: 0, fontSize: 16 }}>
        Stamps total
      </h2>
      <p style={{ margin: '8px 0', fontSize: 32, fontWeight: 700 }}>1,284</p>
      <button type="button">Details</button>
    </section>
  );
}

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: {
    isLoading: true,
    children: <StampsWidget />,
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { isLoading: true, label: 'Loading' },
};

export const OverWidget: Story = {
  args: { label: 'Loading stamps total' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading stamps total' })).toBeInTheDocument();
    const container = canvasElement.querySelector('[data-component="LoadingOverlay"]');
    await expect(container).toHaveAttribute('aria-busy', 'true');
    // The widget stays on screen but out of reach: inert, so Tab skips its button.
    await expect(canvas.getByText('1,284')).toBeVisible();
    await expect(canvas.getByText('Details').closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText('Details')).not.toHaveFocus();
  },
};

export const NotLoading: Story = {
  args: { isLoading: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    const container = canvasElement.querySelector('[data-component="LoadingOverlay"]');
    await expect(container).not.toHaveAttribute('aria-busy');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Details' })).toHaveFocus();
  },
};

export const OverReportContent: Story = {
  args: {
    label: 'Loading report',
    children: (
      <article style={{ width: 480, padding: 16, background: '#FFFFFF' }}>
        <h2 style={{ marginTop: 0, fontSize: 16 }}>Stamps by store</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col">Stamps</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Liverpool</td>
              <td>812</td>
            </tr>
            <tr>
              <td>Bristol</td>
              <td>472</td>
            </tr>
          </tbody>
        </table>
      </article>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading report' })).toBeInTheDocument();
  },
};
