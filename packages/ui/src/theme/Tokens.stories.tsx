import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { contrastRatio } from './contrast';
import { theme } from './theme';

/* The token catalogue designers review: every token with its name and value. */

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 880px;
  background: ${({ theme: t }) => t.color.bg.surface};
  font-size: ${({ theme: t }) => t.typography.fontSize.sm};

  caption {
    text-align: left;
    font-size: ${({ theme: t }) => t.typography.fontSize.lg};
    font-weight: ${({ theme: t }) => t.typography.fontWeight.semibold};
    padding: ${({ theme: t }) => t.space.md} 0;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme: t }) => `${t.space.sm} ${t.space.md}`};
    border-bottom: 1px solid ${({ theme: t }) => t.color.border.subdued};
  }
  code {
    font-family: ${({ theme: t }) => t.typography.fontFamily.monospace};
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 48px;
  height: 24px;
  border-radius: ${({ theme: t }) => t.radius.sm};
  border: 1px solid ${({ theme: t }) => t.color.border.subdued};
`;

function TokenTable({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

/** A contrast ratio as designers read it, with the WCAG 2.2 AA level it reaches. */
function ratio(foreground: string, background: string) {
  if (!foreground.startsWith('#') || !background.startsWith('#')) return 'n/a';
  const value = contrastRatio(foreground, background);
  const level = value >= 4.5 ? 'text' : value >= 3 ? 'large text, UI' : 'decorative only';
  return `${value.toFixed(2)}:1 (${level})`;
}

function ColourTokens() {
  const rows = Object.entries(theme.color).flatMap(([category, roles]) =>
    Object.entries(roles).map(([role, value]) => ({ name: `color.${category}.${role}`, value })),
  );
  return (
    <TokenTable
      caption="Colour roles"
      headers={['Token', 'Swatch', 'Value', 'On surface', 'On canvas', 'White text on it']}
    >
      {rows.map(({ name, value }) => (
        <tr key={name} data-token={name}>
          <td>
            <code>{name}</code>
          </td>
          <td>
            <Swatch style={{ background: value }} aria-hidden="true" />
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td>{ratio(value, theme.color.bg.surface)}</td>
          <td>{ratio(value, theme.color.bg.canvas)}</td>
          <td>{ratio(theme.color.text.onFill, value)}</td>
        </tr>
      ))}
    </TokenTable>
  );
}

function SpacingTokens() {
  return (
    <TokenTable caption="Spacing" headers={['Token', 'Value', 'Sample']}>
      {Object.entries(theme.space).map(([name, value]) => (
        <tr key={name} data-token={`space.${name}`}>
          <td>
            <code>space.{name}</code>
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td>
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: value, height: 12, background: theme.color.bg.fillBrand }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

function TypographyTokens() {
  return (
    <TokenTable caption="Typography" headers={['Token', 'Value', 'Sample']}>
      {Object.entries(theme.typography.fontSize).map(([name, value]) => (
        <tr key={name} data-token={`typography.fontSize.${name}`}>
          <td>
            <code>typography.fontSize.{name}</code>
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td style={{ fontSize: value }}>Stamp card</td>
        </tr>
      ))}
      {Object.entries(theme.typography.fontWeight).map(([name, value]) => (
        <tr key={name} data-token={`typography.fontWeight.${name}`}>
          <td>
            <code>typography.fontWeight.{name}</code>
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td style={{ fontWeight: value }}>Stamp card</td>
        </tr>
      ))}
      {Object.entries(theme.typography.lineHeight).map(([name, value]) => (
        <tr key={name} data-token={`typography.lineHeight.${name}`}>
          <td>
            <code>typography.lineHeight.{name}</code>
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td style={{ lineHeight: value }}>
            Ten stamps,
            <br />
            one free coffee
          </td>
        </tr>
      ))}
      {Object.entries(theme.typography.fontFamily).map(([name, value]) => (
        <tr key={name} data-token={`typography.fontFamily.${name}`}>
          <td>
            <code>typography.fontFamily.{name}</code>
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td style={{ fontFamily: value }}>Stamp card 0123</td>
        </tr>
      ))}
    </TokenTable>
  );
}

function ShapeTokens() {
  return (
    <TokenTable caption="Radii and shadows" headers={['Token', 'Value', 'Sample']}>
      {Object.entries(theme.radius).map(([name, value]) => (
        <tr key={name} data-token={`radius.${name}`}>
          <td>
            <code>radius.{name}</code>
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td>
            <Swatch aria-hidden="true" style={{ borderRadius: value, background: theme.color.bg.surfaceSelected }} />
          </td>
        </tr>
      ))}
      {Object.entries(theme.shadow).map(([name, value]) => (
        <tr key={name} data-token={`shadow.${name}`}>
          <td>
            <code>shadow.{name}</code>
          </td>
          <td>
            <code>{value}</code>
          </td>
          <td>
            <Swatch aria-hidden="true" style={{ boxShadow: value, background: theme.color.bg.surface }} />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

const ElevationSample = styled.div`
  display: grid;
  place-items: center;
  width: 160px;
  height: 96px;
  border-radius: ${({ theme: t }) => t.radius.md};
  background: ${({ theme: t }) => t.color.bg.surface};
  font-size: ${({ theme: t }) => t.typography.fontSize.sm};
`;

const ElevationRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme: t }) => t.space.xxl};
  padding: ${({ theme: t }) => t.space.xl};
  background: ${({ theme: t }) => t.color.bg.canvas};
`;

/** The three shadows as surfaces at their heights: what rests on the page, what floats, what covers. */
function ElevationTokens() {
  const levels = Object.entries(theme.shadow).filter(([name]) => name !== 'focusRing');
  return (
    <ElevationRow>
      {levels.map(([name, value]) => (
        <ElevationSample key={name} data-token={`shadow.${name}`} style={{ boxShadow: value }}>
          <code>shadow.{name}</code>
        </ElevationSample>
      ))}
    </ElevationRow>
  );
}

function LayoutTokens() {
  const rows: [string, string | number][] = [
    ...Object.entries(theme.breakpoint).map(([name, value]): [string, string] => [`breakpoint.${name}`, `${value}px`]),
    ...Object.entries(theme.size).map(([name, value]): [string, string] => [`size.${name}`, value]),
    ...Object.entries(theme.zIndex).map(([name, value]): [string, number] => [`zIndex.${name}`, value]),
    ...Object.entries(theme.motion).map(([name, value]): [string, string] => [`motion.${name}`, value]),
  ];
  return (
    <TokenTable caption="Breakpoints, sizes, layers and motion" headers={['Token', 'Value']}>
      {rows.map(([name, value]) => (
        <tr key={name} data-token={name}>
          <td>
            <code>{name}</code>
          </td>
          <td>
            <code>{value}</code>
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const colourCount = Object.values(theme.color).reduce((count, roles) => count + Object.keys(roles).length, 0);

export const Colours: Story = {
  render: () => <ColourTokens />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Colour roles' });
    // One header row plus one row per colour token.
    await expect(table.querySelectorAll('tr')).toHaveLength(colourCount + 1);
    await expect(canvas.getByText('color.bg.fillBrand')).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => <SpacingTokens />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Spacing' }).querySelectorAll('tbody tr')).toHaveLength(
      Object.keys(theme.space).length,
    );
  },
};

export const Typography: Story = { render: () => <TypographyTokens /> };

export const RadiiAndShadows: Story = { render: () => <ShapeTokens /> };

/** Elevation: the shadows on surfaces over the canvas, lowest first. */
export const Elevation: Story = {
  render: () => <ElevationTokens />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('shadow.sm')).toBeVisible();
    await expect(canvas.queryByText('shadow.focusRing')).toBeNull();
  },
};

export const Layout: Story = {
  render: () => <LayoutTokens />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('breakpoint.menu').closest('tr')).toHaveTextContent('1280px');
  },
};
