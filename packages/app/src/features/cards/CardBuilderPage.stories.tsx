import type { Card } from '@stampcard/api-client';
import {
  apiError,
  buildBusiness,
  buildCard,
  buildCardConfiguration,
  buildCardImpact,
  buildHistoryEntry,
  buildStore,
  handlers,
  loading,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory, fullTrail, mainMenu } from '#app/testing/stories';

const body = within(document.body);

const coffee = buildCard({
  loyaltyCardID: 7,
  name: 'Coffee card',
  storeID: 2,
  storeGroupID: 1,
  configuration: buildCardConfiguration({ title: 'Coffee card', description: 'Ten coffees, the tenth on us' }),
});
const pastry = buildCard({
  loyaltyCardID: 8,
  name: 'Pastry card',
  storeID: 2,
  storeGroupID: 1,
  configuration: buildCardConfiguration({ title: 'Pastry card', cardColour: '#FFF4E0' }),
});
const business = buildBusiness({ businessID: 1, name: 'Bold Street Coffee', cards: [coffee, pastry] });
const store = buildStore({
  storeID: 2,
  name: 'Bold Street',
  parentBusiness: { businessID: 1, name: 'Bold Street Coffee', isSingleStore: false },
});

/**
 * The cards the API holds: created, updated and deleted cards change what the lists answer next,
 * as the real API's would (the page reloads its list after each). Every story starts with two.
 */
let cards: Card[] = [];
/** Someone else's save of a card, landing just before the page's first save (a story sets it). */
let savedMeanwhile: Partial<Card['configuration']> | undefined;
function resetCards() {
  cards = [coffee, pastry];
  savedMeanwhile = undefined;
  return {};
}

/** The API of a business with two cards, answering every call the card builder makes. */
const api = [
  handlers.getCards(() => cards),
  handlers.getCard(
    ({ params }) => cards.find((card) => String(card.loyaltyCardID) === params.id) ?? apiError(404, ['No such card.']),
  ),
  handlers.getBusiness(() => ({ ...business, cards })),
  handlers.getBusinessStore(store),
  handlers.getStoreCards(() => cards),
  // As the API does: only on top of the version the page read (If-Match), answered with the next.
  handlers.updateCard(async ({ request }) => {
    const sent = (await request.json()) as Card;
    const index = cards.findIndex((card) => card.loyaltyCardID === sent.loyaltyCardID);
    const stored = cards[index];
    if (stored === undefined) return apiError(404, ['No such card.']);
    if (savedMeanwhile !== undefined) {
      cards[index] = {
        ...stored,
        version: stored.version + 1,
        configuration: { ...stored.configuration, ...savedMeanwhile },
      };
      savedMeanwhile = undefined;
    }
    const current = cards[index] ?? stored;
    if (request.headers.get('If-Match') !== `"${current.version}"`) {
      return apiError(412, ['Someone else changed this since you read it. Read it again to see their change.']);
    }
    const updated = { ...sent, version: current.version + 1 };
    cards = cards.map((card) => (card.loyaltyCardID === updated.loyaltyCardID ? updated : card));
    return updated;
  }),
  handlers.createCard(async ({ request }) => {
    const created = { ...((await request.json()) as Card), loyaltyCardID: 42, version: 1 };
    cards = [...cards, created];
    return created;
  }),
  handlers.deleteCard(({ params }) => {
    cards = cards.filter((card) => String(card.loyaltyCardID) !== params.id);
    return undefined;
  }),
];

const meta = {
  tags: ['reflow'],
  title: 'App/Cards/Card builder',
  loaders: [resetCards],
  parameters: { layout: 'fullscreen', msw: { handlers: api } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first render loads the page's lazy chunk, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

function myCards(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: 'My Cards' }, firstRender);
}

/** A merchant's cards, nothing selected: the hint; no New Card tile, as a merchant may not create cards. */
export const MerchantNoSelection: Story = {
  ...appStory({ path: '/cards', user: demoUsers.merchant }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All cards' }, firstRender)).toBeVisible();
    const list = await myCards(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(within(list).getByRole('link', { name: 'Coffee card' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Pastry card' })).toBeVisible();
    await expect(within(list).queryByRole('link', { name: /New Card/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Select a card from My Cards list')).toBeVisible();
  },
};

/** An administrator may create: the New Card tile comes first. */
export const AdministratorNoSelection: Story = {
  ...appStory({ path: '/cards', user: demoUsers.administrator }),
  // The thumbnails' own size: on a phone they are smaller (PhoneCardStrip).
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = await myCards(canvasElement);
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent('New Card');
    // Each thumbnail is an upright card filling its 125 x 200 tile by its height.
    const thumbnail = list.querySelector('[data-component="CardPreview"] [role="img"]');
    if (thumbnail === null) throw new Error('no thumbnail');
    const box = thumbnail.getBoundingClientRect();
    await expect(Math.abs(box.height - 200)).toBeLessThanOrEqual(1);
    await expect(Math.abs(box.height - box.width * 1.62)).toBeLessThanOrEqual(1);
  },
};

/**
 * On a phone the card list is a strip of smaller thumbnails that scrolls sideways inside itself
 * (the page does not), the selected card scrolled into it, and the editor right below.
 */
export const PhoneCardStrip: Story = {
  ...appStory({ path: '/businesses/1/cards?id=7', user: demoUsers.administrator }),
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = await myCards(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' }, firstRender)).toBeVisible();
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    const thumbnail = list.querySelector('[data-component="CardPreview"] [role="img"]');
    if (thumbnail === null) throw new Error('no thumbnail');
    await expect(thumbnail.getBoundingClientRect().height).toBeLessThan(120);
    // One row: every tile at the same height, the strip no taller than a tile and its name.
    const tiles = within(list).getAllByRole('link');
    const tops = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.getBoundingClientRect().height).toBeLessThan(180);
    const selected = within(list).getByRole('link', { current: 'page' });
    const listBox = list.getBoundingClientRect();
    await expect(selected.getBoundingClientRect().left).toBeGreaterThanOrEqual(listBox.left - 1);
    await expect(selected.getBoundingClientRect().right).toBeLessThanOrEqual(listBox.right + 1);
  },
};

/**
 * On a phone the editor keeps its toolbar and the preview in view: they stick under the header bar
 * while the settings scroll below them, and a field focused there is not hidden under them.
 */
export const PhonePreviewStaysInView: Story = {
  ...appStory({ path: '/businesses/1/cards?id=7', user: demoUsers.administrator }),
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' }, firstRender)).toBeVisible();
    const editor = canvas.getByRole('region', { name: 'Card Editor' });
    const description = within(within(editor).getByRole('region', { name: 'Description' })).getByRole('textbox', {
      name: 'Description',
    });
    // Far down the settings: focus brings it into view.
    description.focus();
    await userEvent.type(description, ' today');
    const toolbar = within(editor).getByRole('group', { name: 'Card actions' });
    const preview = editor.querySelector('[data-component="CardPreview"]');
    if (preview === null) throw new Error('no preview');
    await expect(window.scrollY).toBeGreaterThan(0);
    const toolbarBox = toolbar.getBoundingClientRect();
    const previewBox = preview.getBoundingClientRect();
    await expect(toolbarBox.top).toBeGreaterThanOrEqual(0);
    await expect(previewBox.top).toBeGreaterThanOrEqual(toolbarBox.bottom);
    await expect(previewBox.bottom).toBeLessThanOrEqual(window.innerHeight);
    const field = description.getBoundingClientRect();
    await expect(field.top).toBeGreaterThanOrEqual(previewBox.bottom);
    await expect(field.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(toolbar).getByRole('button', { name: 'Save' })).toBeEnabled();
    // Back to the top, where nothing sits over the settings, for the accessibility check after play.
    window.scrollTo(0, 0);
  },
};

/** No cards at all: the other hint. */
export const NoCards: Story = {
  ...appStory({ path: '/cards', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [handlers.getCards([]), ...api] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No cards. Create a new card from My Cards list', {}, firstRender),
    ).toBeVisible();
  },
};

/** The business scope: its heading, the business's name under it, and its breadcrumbs. */
export const BusinessScope: Story = {
  ...appStory({ path: '/businesses/1/cards?id=7', user: demoUsers.merchant }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: "Business's cards" }, firstRender)).toBeVisible();
    // The scope's name under the heading.
    await expect(await canvas.findByText('Bold Street Coffee', { selector: 'header p' })).toBeVisible();
    const breadcrumbs = await fullTrail(canvasElement, 4);
    await waitFor(() =>
      expect(
        within(breadcrumbs)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['businesses', 'Bold Street Coffee', 'CARDS', 'Coffee card']),
    );
    await expect(within(breadcrumbs).getByRole('link', { name: 'Bold Street Coffee' })).toHaveAttribute(
      'href',
      '/businesses/1/details',
    );
  },
};

/** The store scope of a multi-store business: stores › store › CARDS › card. */
export const StoreScope: Story = {
  ...appStory({ path: '/businesses/1/stores/2/cards?id=8', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: "Store's cards" }, firstRender)).toBeVisible();
    const breadcrumbs = await fullTrail(canvasElement, 4);
    await waitFor(() =>
      expect(
        within(breadcrumbs)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['stores', 'Bold Street', 'CARDS', 'Pastry card']),
    );
    await expect(within(breadcrumbs).getByRole('link', { name: 'stores' })).toHaveAttribute(
      'href',
      '/businesses/1/stores',
    );
  },
};

/** A merchant's saved card: Card Editor, Saved (disabled), Undo and Redo disabled, Download image, no Delete. */
export const MerchantEditsCard: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' }, firstRender)).toBeVisible();
    const toolbar = canvas.getByRole('group', { name: 'Card actions' });
    await expect(within(toolbar).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(within(toolbar).getByRole('button', { name: 'Redo' })).toBeDisabled();
    await expect(within(toolbar).getByRole('button', { name: 'Download image' })).toBeEnabled();
    await expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(within(await myCards(canvasElement)).getByRole('link', { name: 'Coffee card' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** An administrator opens New Card: a blank card carrying the store and business of the scope. */
export const NewCard: Story = {
  ...appStory({ path: '/businesses/1/stores/2/cards?id=new', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'New Card' }, firstRender)).toBeVisible();
    const toolbar = canvas.getByRole('group', { name: 'Card actions' });
    await expect(within(toolbar).getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // A new card has no rewards until the user adds one.
    await expect(within(canvas.getByRole('region', { name: 'Rewards' })).getByText('no rewards')).toBeVisible();
    // The name under the thumbnail: empty, the title shown as what it defaults to.
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('');
    await expect(name).toHaveAttribute('placeholder', 'Card title');
    // The live preview is upright: 1.62 times as high as it is wide.
    const box = canvas.getByRole('img', { name: /^Card title\./ }).getBoundingClientRect();
    await expect(Math.abs(box.height - box.width * 1.62)).toBeLessThanOrEqual(1);
  },
};

/** The list is loading. */
export const Loading: Story = {
  ...appStory({ path: '/cards', user: demoUsers.merchant }),
  parameters: { msw: { handlers: [handlers.getCards(loading)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the cards', {}, firstRender)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'My Cards' })).not.toBeInTheDocument();
  },
};

/** The list could not load: the reason and a Retry button. */
export const LoadError: Story = {
  ...appStory({ path: '/cards', user: demoUsers.merchant }),
  parameters: { msw: { handlers: [handlers.getCards(apiError(500, ['The database is not reachable.']))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not load the cards' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /retry/i })).toBeEnabled();
  },
};

/** Delete asks first, 'Delete this card?', and confirms only after the user types delete. */
export const DeletePrompt: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, firstRender));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    await expect(prompt).toHaveAccessibleDescription(
      'The card and all customer progress will be permanently removed. This cannot be undone.',
    );
    await expect(within(prompt).getByRole('button', { name: 'Yes, delete it' })).toBeDisabled();
    await expect(within(prompt).getByRole('button', { name: 'No, keep it' })).toBeEnabled();
  },
};

/** Deleted: 'Successfully deleted!', the card leaves the list, and 2 s later the selection clears. */
export const Deleted: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, firstRender));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    await waitFor(() => expect(prompt).toHaveFocus());
    await userEvent.type(within(prompt).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, delete it' }));
    await expect(await body.findByText('Successfully deleted!')).toBeVisible();
    const list = await myCards(canvasElement);
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Coffee card' })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Select a card from My Cards list')).toBeVisible(), { timeout: 4000 });
  },
};

/** A delete the server refuses: 'Could not delete the card' with its errors; the card stays selected and listed. */
export const DeleteError: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [handlers.deleteCard(apiError(409, ['The card has customers.'])), ...api] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, firstRender));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    await waitFor(() => expect(prompt).toHaveFocus());
    await userEvent.type(within(prompt).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, delete it' }));
    await expect(await body.findByText('Could not delete the card')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Details' }));
    await expect(body.getByText('The card has customers.')).toBeVisible();
    await expect(within(await myCards(canvasElement)).getByRole('link', { name: 'Coffee card' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
  },
};

/** The Title field of the editor's Title section. */
async function findTitleField(canvasElement: HTMLElement) {
  const editor = await within(canvasElement).findByRole('region', { name: /^(Card Editor|New Card)$/ });
  const section = await within(editor).findByRole('region', { name: 'Title' });
  return within(section).getByRole('textbox', { name: 'Title' });
}

/** A merchant may not create cards: New Card in the address says so instead of an editor. */
export const MerchantCannotCreate: Story = {
  ...appStory({ path: '/cards?id=new', user: demoUsers.merchant }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'You cannot create cards' }, firstRender),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Card actions' })).not.toBeInTheDocument();
  },
};

/** An id that is not a card's: said, and nothing is asked of the server. */
export const InvalidCardId: Story = {
  ...appStory({ path: '/cards?id=abc', user: demoUsers.merchant }),
  parameters: { msw: { handlers: [handlers.getCard(apiError(500, ['The id should not have been sent.'])), ...api] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Could not open this card' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByText("The card's id in the address is not valid.")).toBeVisible();
  },
};

/**
 * Creating a card: it joins the list, selected, and the same editor stays open under its new id
 * (no reload, the preview as it was), with focus on the editor rather than lost to the page.
 */
export const CreatesCard: Story = {
  ...appStory({ path: '/businesses/1/stores/2/cards?id=new', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'New Card' }, firstRender)).toBeVisible();
    // A new card shows its logo; Switch shows the title instead.
    const header = await canvas.findByRole('region', { name: 'Logo' });
    await userEvent.click(within(header).getByRole('button', { name: 'Switch' }));
    const title = await findTitleField(canvasElement);
    await userEvent.clear(title);
    await userEvent.type(title, 'Tea card');
    // The Name field follows the title until one is given.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('placeholder', 'Tea card');
    await userEvent.click(canvas.getByRole('radio', { name: 'Back' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const list = await myCards(canvasElement);
    const created = await within(list).findByRole('link', { name: 'Tea card' });
    await waitFor(() => expect(created).toHaveAttribute('aria-current', 'page'));
    await expect(created).toHaveAttribute('href', expect.stringContaining('id=42'));
    // On a phone the list is a strip: the new card, added after it was selected, is scrolled into it.
    await waitFor(async () => {
      const strip = list.getBoundingClientRect();
      const tile = created.getBoundingClientRect();
      await expect(tile.left).toBeGreaterThanOrEqual(strip.left);
      await expect(tile.right).toBeLessThanOrEqual(strip.right);
    });
    const heading = canvas.getByRole('heading', { level: 2, name: 'Card Editor' });
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeDisabled();
    // Still the same editor: the preview shows the side chosen before saving.
    await expect(canvas.getByRole('radio', { name: 'Back' })).toBeChecked();
    await expect(await findTitleField(canvasElement)).toHaveValue('Tea card');
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** Saving: Save shows its spinner; the list and the edits stay as they are. */
export const Saving: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  parameters: { msw: { handlers: [handlers.updateCard(loading), ...api] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' }, firstRender)).toBeVisible();
    await userEvent.type(await findTitleField(canvasElement), ' deluxe');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(await findTitleField(canvasElement)).toHaveValue('Coffee card deluxe');
    await expect(within(await myCards(canvasElement)).getAllByRole('link')).toHaveLength(2);
  },
};

/** A card named apart from its title: the list shows the name; renaming it renames the tile once saved. */
export const RenamesCard: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' }, firstRender)).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Coffee card');
    await userEvent.clear(name);
    await userEvent.type(name, 'Winter coffee card');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const list = await myCards(canvasElement);
    await expect(await within(list).findByRole('link', { name: 'Winter coffee card' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The title on the card itself is unchanged.
    await expect(await findTitleField(canvasElement)).toHaveValue('Coffee card');
  },
};

/**
 * Someone else saved the card while it was open: 'Changed by someone else' shows both titles; the
 * user applies theirs on top, and the card keeps the rest of the other person's changes.
 */
export const SavedBySomeoneElse: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  loaders: [
    resetCards,
    () => {
      savedMeanwhile = { title: 'Coffee card (winter)', cardColour: '#E8F0FF' };
      return {};
    },
    ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }).loaders,
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' }, firstRender)).toBeVisible();
    const title = await findTitleField(canvasElement);
    await userEvent.clear(title);
    await userEvent.type(title, 'Coffee card deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Changed by someone else' });
    const field = within(prompt).getByRole('listitem');
    await expect(field).toHaveTextContent('Title');
    await expect(field).toHaveTextContent('NowCoffee card (winter)');
    await expect(field).toHaveTextContent('YoursCoffee card deluxe');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Apply mine on top' }));
    await expect(await canvas.findByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(title).toHaveValue('Coffee card deluxe');
    // The other person's card colour stays: the save went on top of their version.
    await expect(canvas.getByRole('textbox', { name: 'Card Colour' })).toHaveValue('#E8F0FF');
    await expect(body.queryByText('Could not save')).not.toBeInTheDocument();
  },
};

/** A save the server refuses, in the page: 'Could not save' with its errors; edits, list and selection stay. */
export const SaveError: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  parameters: { msw: { handlers: [handlers.updateCard(apiError(400, ['Title is too long.'])), ...api] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' }, firstRender)).toBeVisible();
    await userEvent.type(await findTitleField(canvasElement), ' deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Could not save')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Details' }));
    await expect(body.getByText('Title is too long.')).toBeVisible();
    await expect(await findTitleField(canvasElement)).toHaveValue('Coffee card deluxe');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await expect(within(await myCards(canvasElement)).getByRole('link', { name: 'Coffee card' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A server that sends its `errors` as an object has their values shown as bullets. */
export const SaveErrorAsList: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  parameters: {
    msw: {
      handlers: [
        handlers.updateCard(
          apiError(400, { name: ['Name is too long.'], stamps: ['Stamps must be between 1 and 100.'] }),
        ),
        ...api,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Name' }, firstRender));
    await userEvent.keyboard(' deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Could not save')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Details' }));
    await expect(body.getByText('Name is too long.').tagName).toBe('LI');
    await expect(body.getByText('Stamps must be between 1 and 100.').tagName).toBe('LI');
  },
};

/** A server that sends its `errors` as one string has it shown as it is, not as a one-item list. */
export const SaveErrorAsText: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  parameters: {
    msw: { handlers: [handlers.updateCard(apiError(409, 'The card was changed by someone else.')), ...api] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Name' }, firstRender));
    await userEvent.keyboard(' deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Could not save')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Details' }));
    const description = body.getByText('The card was changed by someone else.');
    await expect(description).toBeVisible();
    await expect(description.closest('ul')).toBeNull();
  },
};

/** A refusal without `errors` says 'An error occurred when trying to save the changes.', as text. */
export const SaveErrorWithoutErrors: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  parameters: { msw: { handlers: [handlers.updateCard(apiError(500)), ...api] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Name' }, firstRender));
    await userEvent.keyboard(' deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Could not save')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Details' }));
    const description = body.getByText('An error occurred when trying to save the changes.');
    await expect(description).toBeVisible();
    await expect(description.closest('ul')).toBeNull();
  },
};

/**
 * Leaving right after a delete: the 2-second clearing of the selection is cancelled, so it never
 * pulls the user back from the page they went to.
 */
export const LeftAfterDelete: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, firstRender));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    await waitFor(() => expect(prompt).toHaveFocus());
    await userEvent.type(within(prompt).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, delete it' }));
    await expect(await body.findByText('Successfully deleted!')).toBeVisible();
    // Focus goes to the editor's heading, since the Delete button is gone.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Card Editor' })).toHaveFocus());
    await userEvent.click(within(await mainMenu(canvasElement)).getByRole('link', { name: 'Businesses' }));
    const businesses = await canvas.findByRole('heading', { level: 1, name: 'Businesses' }, firstRender);
    // Longer than the 2 seconds after which the selection would have cleared.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(businesses).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'My Cards' })).not.toBeInTheDocument();
  },
};

/** An administrator in the business scope: New Card first in the list, Delete on a saved card. */
export const AdministratorBusinessScope: Story = {
  ...appStory({ path: '/businesses/1/cards?id=7', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: "Business's cards" }, firstRender)).toBeVisible();
    await expect(within(await myCards(canvasElement)).getAllByRole('link')[0]).toHaveTextContent('New Card');
    const actions = await canvas.findByRole('group', { name: 'Card actions' });
    await expect(within(actions).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** A merchant in a store scope edits its cards but may not create or delete one: no New Card tile, no Delete. */
export const MerchantStoreScope: Story = {
  ...appStory({ path: '/businesses/1/stores/2/cards?id=8', user: demoUsers.merchant }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: "Store's cards" }, firstRender)).toBeVisible();
    const list = await myCards(canvasElement);
    await expect(within(list).queryByRole('link', { name: /New Card/ })).not.toBeInTheDocument();
    const actions = await canvas.findByRole('group', { name: 'Card actions' });
    await expect(within(actions).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(within(actions).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};

/** The bodies the page asked the server to count holders for. */
const counted = fn<(body: Card) => void>();

/** The server counts 214 holders of the card, 31 of them at or past its new last stamp. */
const countsHolders = handlers.getCardChangeImpact(async ({ request }) => {
  counted((await request.json()) as Card);
  return buildCardImpact({
    holders: 214,
    inProgress: 190,
    completing: 31,
    unredeemedRewards: 12,
    stamps: { before: 9, after: 7 },
  });
});

/** Lowers the card's Number of Stamps by two, with the field's arrow keys. */
async function lowerStamps(canvasElement: HTMLElement) {
  const stamps = await within(canvasElement).findByRole('spinbutton', { name: 'Number of Stamps' }, firstRender);
  await userEvent.click(stamps);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await userEvent.tab();
  await expect(stamps).toHaveValue('7');
}

/**
 * Lowering a live card's stamps in the page: the server counts the holders of the card as the user
 * left it (nothing saved), the save waits for the confirmation naming them, then goes ahead.
 */
export const LiveCardImpact: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  parameters: { msw: { handlers: [countsHolders, ...api] } },
  play: async ({ canvas, canvasElement }) => {
    await lowerStamps(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Change a card 214 customers hold?' });
    await expect(prompt).toHaveTextContent('31 customers are at or past stamp 7 and complete the card at once.');
    await expect(counted).toHaveBeenLastCalledWith(expect.objectContaining({ loyaltyCardID: 7, stamps: 7 }));
    await expect(cards[0]?.configuration.totalNoOfStamps).not.toBe(7);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Save for 214 customers' }));
    await waitFor(() => expect(cards[0]?.configuration.totalNoOfStamps).toBe(7));
    await expect(await canvas.findByRole('button', { name: 'Saved' })).toBeDisabled();
  },
};

/** The holders cannot be counted: nothing is saved, a message says why, the edits stay. */
export const ImpactCountFails: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  parameters: {
    msw: { handlers: [handlers.getCardChangeImpact(apiError(503, ['The count is not available now.'])), ...api] },
  },
  play: async ({ canvas, canvasElement }) => {
    await lowerStamps(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Could not count who holds this card')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Details' }));
    await expect(body.getByText('The count is not available now.')).toBeVisible();
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await expect(cards[0]?.configuration.totalNoOfStamps).not.toBe(7);
    await expect(canvas.getByRole('spinbutton', { name: 'Number of Stamps' })).toHaveValue('7');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Under the editor, the card's last changes, with a link to its whole history. */
export const CardLastChanges: Story = {
  ...appStory({ path: '/cards?id=7', user: demoUsers.merchant }),
  parameters: {
    msw: {
      handlers: [
        handlers.getBusinessHistory({
          items: [
            buildHistoryEntry({
              historyID: 9,
              occurredAt: '2026-11-26T07:00:00Z',
              actor: { userID: 'user-anna', name: 'Anna Lee', role: 'Merchant' },
              entity: { type: 'card', id: '7', name: 'Coffee card' },
              action: 'card.update',
              changes: [{ field: 'configuration.totalNoOfStamps', before: 10, after: 9 }],
            }),
          ],
        }),
        ...api,
      ],
    },
  },
  play: async ({ canvas }) => {
    const lastChanges = await canvas.findByRole('region', { name: 'Last changes' }, firstRender);
    await expect(
      await within(lastChanges).findByText('Anna Lee changed the stamps of the card Coffee card from 10 to 9'),
    ).toBeVisible();
    await expect(within(lastChanges).getByRole('link', { name: 'All changes' })).toHaveAttribute(
      'href',
      '/businesses/1/history?entityType=card&entityId=7',
    );
  },
};
