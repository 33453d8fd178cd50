import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreateTile as CreateTileComponent } from './CreateTile';
import { EntityCard } from './EntityCard';
import { badgeLabels, createStoryLink, logo, placeholders } from './EntityCard.fixtures';

/** Where a card's link would have gone: the story link reports instead of navigating. */
const onNavigate = fn();
const storyLink = createStoryLink(onNavigate);

/** A grid cell's width, as a page's CardGrid would give a card. */
function withWidth(width: number): Decorator {
  return (Story) => (
    <div style={{ width: '100%', maxWidth: width }}>
      <Story />
    </div>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'Lists/EntityCard',
  component: EntityCard,
  args: {
    name: 'The Daily Grind',
    href: '/businesses/7/details',
    description: 'Speciality coffee and fresh pastries, with a stamp on every cup.',
    imageUrl: logo('DG', '#3E4AD8'),
    renderLink: storyLink,
  },
  argTypes: {
    renderLink: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [withWidth(300)],
  beforeEach: () => {
    onNavigate.mockClear();
  },
} satisfies Meta<typeof EntityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name as a heading link; the whole card, its text included, follows it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'The Daily Grind' });
    await expect(link).toHaveAttribute('href', '/businesses/7/details');
    await expect(canvas.getByRole('heading', { level: 2, name: 'The Daily Grind' })).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'The Daily Grind' })).toBeInTheDocument();

    // A click on the description is a click on the card.
    await userEvent.click(canvas.getByText(/Speciality coffee/));
    await expect(onNavigate).toHaveBeenCalledWith('/businesses/7/details');

    // Keyboard: Tab reaches the link, Enter follows it.
    onNavigate.mockClear();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    name: 'The Daily Grind',
    description: 'Speciality coffee and fresh pastries, with a stamp on every cup.',
    headingLevel: 2,
    badges: [{ label: badgeLabels.multiStore, tone: 'info' }],
    details: [
      { label: 'Stores', value: '3 stores', placeholder: placeholders.stores },
      { label: 'Employees', value: '12 employees' },
    ],
  },
};

/** A multi-store business: the "Multi-store business" banner and its number of stores. */
export const Business: Story = {
  args: {
    badges: [{ label: badgeLabels.multiStore, tone: 'info' }],
    details: [
      { label: 'Stores', value: '3 stores', placeholder: placeholders.stores },
      { label: 'Employees', value: '12 employees' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Multi-store business')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('3 stores')).toBeInTheDocument();
    await expect(canvas.getByText('12 employees')).toBeInTheDocument();
    // The visually hidden terms name each value for screen readers.
    await expect(canvas.getByText('Stores').tagName).toBe('DT');
  },
};

/** A single-store business links straight to its store's details. */
export const SingleStoreBusiness: Story = {
  args: {
    name: 'Bean There',
    href: '/businesses/8/stores/80/details',
    imageUrl: logo('BT', '#1E6B34'),
    description: 'One shop, one card, loyal regulars.',
    badges: [{ label: badgeLabels.singleStore }],
    details: [{ label: 'Stores', value: '1 store', placeholder: placeholders.stores }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Single-store')).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByRole('link', { name: 'Bean There' })).toHaveAttribute(
      'href',
      '/businesses/8/stores/80/details',
    );
  },
};

/** A store card: name, street (address1) and city (cityTown), no description. */
export const Store: Story = {
  args: {
    name: 'Bold Street',
    href: '/businesses/7/stores/71/details',
    namePlaceholder: placeholders.storeName,
    description: undefined,
    imageUrl: logo('BS', '#8A4B00'),
    details: [
      { label: 'Street', value: '42 Bold Street', placeholder: placeholders.street },
      { label: 'City', value: 'Liverpool', placeholder: placeholders.city },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Bold Street' })).toHaveAttribute(
      'href',
      '/businesses/7/stores/71/details',
    );
    await expect(canvas.getByText('42 Bold Street')).toBeInTheDocument();
    await expect(canvas.getByText('Liverpool')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-part="description"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).toBeNull();
  },
};

/** Every placeholder for blank data, in a subdued italic style: a business, a store and a user. */
export const BlankData: Story = {
  args: { name: null, description: null, imageUrl: null, href: '/businesses/9/details' },
  decorators: [withWidth(920)],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))', gap: 16 }}>
      <EntityCard
        {...args}
        namePlaceholder={placeholders.businessName}
        details={[{ label: 'Stores', value: null, placeholder: placeholders.stores }]}
      />
      <EntityCard
        name="  "
        namePlaceholder={placeholders.storeName}
        href="/businesses/9/stores/91/details"
        renderLink={storyLink}
        details={[
          { label: 'Street', value: '', placeholder: placeholders.street },
          { label: 'City', value: null, placeholder: placeholders.city },
        ]}
      />
      <EntityCard
        name={null}
        namePlaceholder={placeholders.userName}
        href="/users/5"
        renderLink={storyLink}
        details={[{ label: 'E-mail', value: undefined, placeholder: placeholders.email }]}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const name of ['Unnamed business', 'Unnamed store', 'Unnamed user']) {
      const link = canvas.getByRole('link', { name });
      await expect(link.closest('[data-part="title"]')).toHaveAttribute('data-placeholder');
    }
    for (const text of [
      'No description available',
      'No stores',
      'Unspecified street',
      'Unspecified city',
      'No email',
    ]) {
      await expect(canvas.getByText(text)).toHaveAttribute('data-placeholder');
    }
    // Placeholders are set apart from real data.
    const description = canvas.getByText('No description available');
    await expect(getComputedStyle(description).fontStyle).toBe('italic');
    // No image: the neutral placeholder graphic, hidden from screen readers.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-part="image"][data-placeholder]')).toHaveLength(3);
  },
};

const longName = 'The Extraordinarily Long-Named Independent Coffee Roastery and Artisan Bakery of Liverpool One';
const longDescription = Array.from(
  { length: 6 },
  () => 'Beans roasted on site every morning, bread baked before dawn, and a stamp for every visit.',
).join(' ');

/** A long name is clamped to 2 lines, a long description to 3; the link keeps the whole name. */
export const LongText: Story = {
  args: {
    name: longName,
    description: longDescription,
    details: [{ label: 'Street', value: 'Unit 14, The Old Warehouse Courtyard, 200 Wapping Dock Road' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: longName })).toBeInTheDocument();
    const description = canvas.getByText(longDescription);
    await expect(getComputedStyle(description).webkitLineClamp).toBe('3');
    // Clamped: the text overflows the 3 lines it is shown in.
    await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
  },
};

/** No image, or one that fails to load: a neutral placeholder graphic takes its place. */
export const NoImage: Story = {
  args: { imageUrl: null },
  decorators: [withWidth(620)],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))', gap: 16 }}>
      <EntityCard {...args} />
      <EntityCard
        name="Harbour Bakery"
        href="/businesses/3/details"
        renderLink={storyLink}
        imageUrl="data:image/png;base64,bm90LWFuLWltYWdl"
        imageAlt="Harbour Bakery logo"
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'The Daily Grind' })).toBeInTheDocument();
    // The broken image gives way to the placeholder too.
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Harbour Bakery logo' })).toBeNull());
    await expect(canvasElement.querySelectorAll('[data-part="image"][data-placeholder]')).toHaveLength(2);
  },
};

/** Selecting text in a card does not follow its link. */
export const SelectableText: Story = {
  play: async ({ canvas }) => {
    const description = canvas.getByText(/Speciality coffee/);
    const selection = window.getSelection();
    selection?.selectAllChildren(description);
    await fireEvent.click(description);
    await expect(onNavigate).not.toHaveBeenCalled();
    selection?.removeAllRanges();
    await fireEvent.click(description);
    await expect(onNavigate).toHaveBeenCalledWith('/businesses/7/details');
  },
};

const onCreate = fn();

/** The create tiles of the businesses, stores and cards lists; New Card is the card list's 125 x 200 thumbnail. */
export const CreateTile: Story = {
  decorators: [withWidth(760)],
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(125px, 220px))',
        gap: 16,
        alignItems: 'start',
      }}
    >
      <CreateTileComponent
        label="NEW BUSINESS"
        onPress={() => {
          onCreate('business');
        }}
      />
      <CreateTileComponent
        label="NEW STORE"
        onPress={() => {
          onCreate('store');
        }}
      />
      <CreateTileComponent label="New Card" layout="thumbnail" href="/cards?id=new" renderLink={storyLink} />
    </div>
  ),
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'NEW BUSINESS' }));
    await expect(onCreate).toHaveBeenLastCalledWith('business');

    // Keyboard: Tab to the next tile, Enter and Space press it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'NEW STORE' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenLastCalledWith('store');
    await userEvent.keyboard(' ');
    await expect(onCreate).toHaveBeenCalledTimes(3);

    const newCard = canvas.getByRole('link', { name: 'New Card' });
    await userEvent.tab();
    await expect(newCard).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/cards?id=new');
    const box = newCard.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([125, 200]);
  },
};

/** A disabled create tile cannot be pressed. */
export const CreateTileDisabled: Story = {
  render: () => <CreateTileComponent label="NEW STORE" isDisabled onPress={onCreate} />,
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    const tile = within(canvasElement).getByRole('button', { name: 'NEW STORE' });
    await expect(tile).toBeDisabled();
    await userEvent.click(tile, { pointerEventsCheck: 0 });
    await expect(onCreate).not.toHaveBeenCalled();
  },
};
