import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { CreateTile, EntityCard } from '../EntityCard';
import { businesses, createStoryLink, logo, placeholders } from '../EntityCard/EntityCard.fixtures';
import { CardGrid } from './CardGrid';

const onNavigate = fn();
const storyLink = createStoryLink(onNavigate);
const onCreate = fn();

const businessCards = businesses.map((business) => (
  <EntityCard
    key={business.id}
    name={business.name}
    href={business.href}
    description={business.description}
    imageUrl={business.imageUrl}
    badges={business.badges}
    details={business.details}
    renderLink={storyLink}
  />
));

const meta = {
  tags: ['reflow'],
  title: 'Lists/CardGrid',
  component: CardGrid,
  args: {
    label: 'Businesses',
    children: businessCards.slice(0, 4),
  },
  argTypes: {
    children: { control: false },
    createTile: { control: false },
    emptyAction: { control: false },
    createTilePosition: { control: 'inline-radio', options: ['start', 'end'] },
    emptyHeadingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    onNavigate.mockClear();
    onCreate.mockClear();
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Businesses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByRole('link', { name: 'The Daily Grind' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    label: 'Businesses',
    minColumnWidth: '220px',
    isLoading: false,
    skeletonCount: 12,
    createTilePosition: 'start',
    emptyDescription: 'No businesses to be displayed',
    createTile: <CreateTile label="NEW BUSINESS" onPress={onCreate} />,
  },
};

/** A page of the businesses list: 11 businesses and the NEW BUSINESS tile, 12 cells. */
export const Grid: Story = {
  args: {
    children: businessCards,
    createTile: <CreateTile label="NEW BUSINESS" onPress={onCreate} />,
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Businesses' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(12);
    // The tile comes first, then the cards in order.
    await expect(within(items[0] ?? list).getByRole('button', { name: 'NEW BUSINESS' })).toBeInTheDocument();
    await expect(within(list).getAllByRole('article')).toHaveLength(11);

    await userEvent.click(canvas.getByRole('button', { name: 'NEW BUSINESS' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);

    // A multi-store business goes to its details, a single-store one to its store.
    await userEvent.click(canvas.getByRole('link', { name: 'The Daily Grind' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/businesses/1/details');
    await userEvent.click(canvas.getByRole('link', { name: 'Bean There' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/businesses/2/stores/20/details');
    await expect(canvas.getAllByText('Multi-store business')).toHaveLength(6);
    await expect(canvas.getAllByText('Single-store')).toHaveLength(5);
  },
};

/** The stores list: name, street and city per card, NEW STORE at the end. */
export const Stores: Story = {
  args: {
    label: 'Stores',
    createTilePosition: 'end',
    createTile: <CreateTile label="NEW STORE" onPress={onCreate} />,
    children: [
      <EntityCard
        key="71"
        name="Bold Street"
        namePlaceholder={placeholders.storeName}
        href="/businesses/7/stores/71/details"
        imageUrl={logo('BS', '#8A4B00')}
        renderLink={storyLink}
        details={[
          { label: 'Street', value: '42 Bold Street', placeholder: placeholders.street },
          { label: 'City', value: 'Liverpool', placeholder: placeholders.city },
        ]}
      />,
      <EntityCard
        key="72"
        name={null}
        namePlaceholder={placeholders.storeName}
        href="/businesses/7/stores/72/details"
        renderLink={storyLink}
        details={[
          { label: 'Street', value: null, placeholder: placeholders.street },
          { label: 'City', value: 'Bristol', placeholder: placeholders.city },
        ]}
      />,
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Stores' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[2] ?? document.body).getByRole('button', { name: 'NEW STORE' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Unnamed store' })).toHaveAttribute(
      'href',
      '/businesses/7/stores/72/details',
    );
    await expect(canvas.getByText('Unspecified street')).toHaveAttribute('data-placeholder');
  },
};

/** Loading: 12 skeleton cards, announced once as loading and marked busy. */
export const Loading: Story = {
  args: {
    isLoading: true,
    createTile: <CreateTile label="NEW BUSINESS" onPress={onCreate} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-component="Skeleton.Card"]')).toHaveLength(12);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    // Nothing else is there to be read or pressed meanwhile.
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No businesses: No results and the line naming what is missing, with the create button. */
export const Empty: Story = {
  args: {
    children: [],
    createTile: <CreateTile label="NEW BUSINESS" onPress={onCreate} />,
    emptyDescription: 'No businesses to be displayed',
    emptyAction: (
      <Button variant="primary" onPress={onCreate}>
        Create a new business
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    await expect(canvas.getByText('No businesses to be displayed')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'NEW BUSINESS' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a new business' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** A narrow container: columns never overflow it. */
export const Narrow: Story = {
  args: { minColumnWidth: '280px' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Businesses' });
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    }
  },
};
