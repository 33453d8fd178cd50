import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  tags: ['reflow'],
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    onSelectionChange: fn(),
    children: [
      <TabList key="list" aria-label="Store">
        <Tab id="details">Details</Tab>
        <Tab id="cards">Cards</Tab>
        <Tab id="tags">Stampcard Tags</Tab>
      </TabList>,
      <TabPanel key="details" id="details">
        <p>Corner Café, 12 Bold Street, Liverpool</p>
      </TabPanel>,
      <TabPanel key="cards" id="cards">
        <p>No loyalty cards</p>
      </TabPanel>,
      <TabPanel key="tags" id="tags">
        <p>No NFC tags</p>
      </TabPanel>,
    ],
  },
  argTypes: {
    children: { control: false },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '100%', maxWidth: 480, minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Corner Café');
    await userEvent.click(canvas.getByRole('tab', { name: 'Cards' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('cards');
    await expect(canvas.getByRole('tabpanel', { name: 'Cards' })).toHaveTextContent('No loyalty cards');
  },
};

export const Playground: Story = {
  args: { orientation: 'horizontal', keyboardActivation: 'automatic', defaultSelectedKey: 'details' },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Store' });
    const tab = (name: string) => within(tablist).getByRole('tab', { name });

    // Tab enters the list on the selected tab.
    await userEvent.tab();
    await expect(tab('Details')).toHaveFocus();

    // The arrows switch tabs, and wrap.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Cards')).toHaveFocus();
    await expect(tab('Cards')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No loyalty cards');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No NFC tags');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Details')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Stampcard Tags')).toHaveFocus();

    // Home and End go to the ends.
    await userEvent.keyboard('{Home}');
    await expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Stampcard Tags')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('tags');

    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Stampcard Tags' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cards' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Corner Café');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No loyalty cards');
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['cards'] },
  play: async ({ args, canvas }) => {
    const cards = canvas.getByRole('tab', { name: 'Cards' });
    await expect(cards).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cards);
    await expect(cards).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    // The arrows skip it.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Stampcard Tags' })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Cards' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No loyalty cards');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'tags' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Stampcard Tags' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No NFC tags');
  },
};
