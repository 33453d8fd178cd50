import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function renderTabs(props: Partial<TabsProps> = {}) {
  return render(
    <ThemeProvider>
      <Tabs {...props}>
        <TabList aria-label="Store">
          <Tab id="details">Details</Tab>
          <Tab id="cards">Cards</Tab>
          <Tab id="staff">Staff</Tab>
        </TabList>
        <TabPanel id="details">Store details</TabPanel>
        <TabPanel id="cards">Loyalty cards</TabPanel>
        <TabPanel id="staff">Staff section is disabled</TabPanel>
      </Tabs>
    </ThemeProvider>,
  );
}

describe('Tabs', () => {
  it('selects the first tab at first and shows its panel, labelled by the tab', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Store' })).toHaveAttribute('aria-orientation', 'horizontal');
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Details' });
    expect(panel).toHaveTextContent('Store details');
    expect(details).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Loyalty cards')).toBeNull();
  });

  it('starts on the default tab and switches on click', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderTabs({ defaultSelectedKey: 'cards', onSelectionChange });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loyalty cards');
    await user.click(screen.getByRole('tab', { name: 'Staff' }));
    expect(onSelectionChange).toHaveBeenCalledWith('staff');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Staff section is disabled');
  });

  it('keeps only the selected tab in the tab order, then the panel', async () => {
    const user = userEvent.setup();
    renderTabs({ defaultSelectedKey: 'cards' });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Cards' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects the neighbouring tab with the arrow keys, wrapping, and the ends with Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cards' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loyalty cards');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Staff' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Store details');
  });

  it('with manual activation, moves focus with the arrows and selects on Enter or Space', async () => {
    const user = userEvent.setup();
    renderTabs({ keyboardActivation: 'manual' });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cards' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Store details');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loyalty cards');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Staff section is disabled');
  });

  it('skips and ignores disabled tabs', async () => {
    const user = userEvent.setup();
    renderTabs({ disabledKeys: ['cards'] });
    const cards = screen.getByRole('tab', { name: 'Cards' });
    expect(cards).toHaveAttribute('aria-disabled', 'true');
    await user.click(cards);
    expect(cards).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Staff' })).toHaveFocus();
  });

  it('stays reachable by Tab when the selected tab is disabled', async () => {
    const user = userEvent.setup();
    renderTabs({ defaultSelectedKey: 'cards', disabledKeys: ['cards'] });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Cards' })).toHaveFocus();
  });

  it('follows the selected key when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [selected, setSelected] = useState('staff');
      return (
        <>
          <output>{selected}</output>
          <Tabs selectedKey={selected} onSelectionChange={setSelected}>
            <TabList aria-label="Store">
              <Tab id="details">Details</Tab>
              <Tab id="staff">Staff</Tab>
            </TabList>
            <TabPanel id="details">Store details</TabPanel>
            <TabPanel id="staff">Staff section is disabled</TabPanel>
          </Tabs>
        </>
      );
    }
    render(
      <ThemeProvider>
        <Controlled />
      </ThemeProvider>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Staff section is disabled');
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('status')).toHaveTextContent('details');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Store details');
  });

  it('keeps a force-mounted panel in the document, hidden', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Tabs>
          <TabList aria-label="Store">
            <Tab id="details">Details</Tab>
            <Tab id="cards">Cards</Tab>
          </TabList>
          <TabPanel id="details" shouldForceMount>
            Store details
          </TabPanel>
          <TabPanel id="cards">Loyalty cards</TabPanel>
        </Tabs>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Cards' }));
    expect(screen.getByText('Store details')).not.toBeVisible();
    expect(screen.getByText('Loyalty cards')).toBeVisible();
  });
});
