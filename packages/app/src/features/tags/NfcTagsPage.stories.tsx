import type { NfcTag } from '@stampcard/api-client';
import {
  apiError,
  buildBusiness,
  buildBusinessReference,
  buildStoreSummary,
  buildTag,
  handlers,
  loading,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory, fullTrail } from '#app/testing/stories';

const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const parentBusiness = buildBusinessReference({ businessID: 1, name: 'Bold Street Coffee' });
const boldStreet = buildStoreSummary({ storeID: 1, name: 'Bold Street', parentBusiness });
const albertDock = buildStoreSummary({ storeID: 2, name: 'Albert Dock', parentBusiness });
const business = buildBusiness({ businessID: 1, name: 'Bold Street Coffee', stores: [boldStreet, albertDock] });
const cornerBakery = buildBusiness({
  businessID: 1,
  name: 'Corner Bakery',
  isSingleStore: true,
  stores: [buildStoreSummary({ storeID: 1, name: 'Corner Bakery', parentBusiness })],
});

/** Counter (enabled), Window (disabled, no serial number) and Door at Bold Street; Quay at Albert Dock. */
function someTags(): NfcTag[] {
  return [
    buildTag({ tagID: 11, name: 'Counter', tagReference: '04:A2:11:7B:C1:5E:80', enabled: true, storeID: 1 }),
    buildTag({ tagID: 12, name: 'Window', tagReference: null, enabled: false, storeID: 1 }),
    buildTag({ tagID: 13, name: 'Door', tagReference: '04:A2:13:7B:C1:5E:80', enabled: true, storeID: 1 }),
    buildTag({ tagID: 14, name: 'Quay', enabled: true, storeID: 2 }),
  ];
}

const requested = fn<(query: { storeID: string | null; SearchTerm: string | null }) => void>();
const created = fn<(body: unknown) => void>();
const updated = fn<(body: unknown) => void>();
const deleted = fn<(tagId: string) => void>();

interface Answers {
  readonly createAnswer?: Response;
  readonly updateAnswer?: Response;
  readonly deleteAnswer?: Response;
  /** How long the update takes, so its optimistic state can be seen. */
  readonly updateDelay?: number;
  /** Someone else's save of a tag, landing just before the page's first update. */
  readonly savedMeanwhile?: Pick<NfcTag, 'tagID'> & Partial<NfcTag>;
}

/** The Tags API over `tags` as the server answers it: by store, searched by name or serial number. */
function tagsApi(tags: NfcTag[], answers: Answers = {}, owner = business) {
  let current = tags;
  let theirs = answers.savedMeanwhile;
  return [
    handlers.getBusiness(owner),
    handlers.getTags(({ request }) => {
      const query = new URL(request.url).searchParams;
      requested({ storeID: query.get('storeID'), SearchTerm: query.get('SearchTerm') });
      const term = (query.get('SearchTerm') ?? '').toLowerCase();
      return current.filter(
        (tag) =>
          String(tag.storeID) === query.get('storeID') &&
          (tag.name.toLowerCase().includes(term) || (tag.tagReference ?? '').toLowerCase().includes(term)),
      );
    }),
    handlers.createTag(async ({ request }) => {
      const sent = (await request.json()) as Omit<NfcTag, 'tagID'>;
      created(sent);
      if (answers.createAnswer !== undefined) return answers.createAnswer;
      const tag = buildTag({ ...sent, tagID: 99 });
      current = [...current, tag];
      return tag;
    }),
    // As the API does: only on top of the version the page read (If-Match), answered with the next.
    handlers.updateTag(async ({ request }) => {
      const sent = (await request.json()) as Omit<NfcTag, 'version'>;
      updated(sent);
      await new Promise((resolve) => setTimeout(resolve, answers.updateDelay ?? 0));
      if (answers.updateAnswer !== undefined) return answers.updateAnswer;
      const changed = theirs;
      if (changed !== undefined) {
        current = current.map((tag) =>
          tag.tagID === changed.tagID ? { ...tag, ...changed, version: tag.version + 1 } : tag,
        );
        theirs = undefined;
      }
      const stored = current.find((tag) => tag.tagID === sent.tagID);
      if (stored === undefined) return apiError(404, ['No such tag.']);
      if (request.headers.get('If-Match') !== `"${stored.version}"`) {
        return apiError(412, ['Someone else changed this since you read it. Read it again to see their change.']);
      }
      const saved: NfcTag = { ...sent, version: stored.version + 1 };
      current = current.map((tag) => (tag.tagID === sent.tagID ? saved : tag));
      return saved;
    }),
    handlers.getTag(
      ({ params }) => current.find((tag) => String(tag.tagID) === params.id) ?? apiError(404, ['No such tag.']),
    ),
    handlers.deleteTag(({ params }) => {
      deleted(String(params.id));
      if (answers.deleteAnswer !== undefined) return answers.deleteAnswer;
      current = current.filter((tag) => String(tag.tagID) !== params.id);
      return new Response(null, { status: 204 });
    }),
  ];
}

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/NFC tags',
  parameters: { layout: 'fullscreen', msw: { handlers: tagsApi(someTags()) } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/businesses/1/stores/1/nfc-tags';
const administrator = appStory({ path, user: demoUsers.administrator });

function tagsTable(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: 'NFC tags' }, firstRender);
}

/** The row of the tag named `name`, once the list shows it. */
async function rowOf(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const table = await tagsTable(canvasElement);
  const row = (await within(table).findByText(name, {}, firstRender)).closest('tr');
  if (row === null) throw new Error(`No row for ${name}.`);
  return row;
}

function bulletOf(row: HTMLElement): Element | null {
  return row.querySelector('[data-component="StatusBullet"]');
}

/**
 * The store's tags: a bullet with its text for each state, name, serial number (or None
 * available), tag ID, Enable/Disable and delete; the breadcrumbs down to the store; Add NFC Tag.
 */
export const Default: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Stampcard Tags' }, firstRender)).toBeVisible();
    const breadcrumbs = within(await fullTrail(canvasElement, 5));
    await expect(breadcrumbs.getByRole('link', { name: 'businesses' })).toHaveAttribute('href', '/businesses');
    await expect(await breadcrumbs.findByRole('link', { name: 'Bold Street Coffee' })).toHaveAttribute(
      'href',
      '/businesses/1/details',
    );
    await expect(breadcrumbs.getByRole('link', { name: 'stores' })).toHaveAttribute('href', '/businesses/1/stores');
    await expect(breadcrumbs.getByRole('link', { name: 'Bold Street' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/1/details',
    );
    await expect(breadcrumbs.getByText('Stampcard Tags')).toBeVisible();

    const counter = await rowOf(canvasElement, 'Counter');
    await expect(bulletOf(counter)).toHaveAttribute('data-status', 'enabled');
    await expect(bulletOf(counter)).toHaveTextContent('Enabled');
    await expect(counter).toHaveTextContent('04:A2:11:7B:C1:5E:80');
    await expect(within(counter).getByRole('cell', { name: '11' })).toBeVisible();
    await expect(within(counter).getByRole('button', { name: 'Disable tag Counter' })).toHaveTextContent('Disable');
    await expect(within(counter).getByRole('button', { name: 'Delete tag Counter' })).toBeVisible();

    const windowRow = await rowOf(canvasElement, 'Window');
    await expect(bulletOf(windowRow)).toHaveAttribute('data-status', 'disabled');
    await expect(bulletOf(windowRow)).toHaveTextContent('Disabled');
    await expect(windowRow).toHaveTextContent('None available');
    await expect(within(windowRow).getByRole('button', { name: 'Enable tag Window' })).toHaveTextContent('Enable');

    const table = await tagsTable(canvasElement);
    await expect(within(table).queryByText('Quay')).not.toBeInTheDocument();
    await expect(within(table).getByRole('button', { name: 'Add NFC Tag' })).toBeVisible();
    await expect(requested).toHaveBeenLastCalledWith({ storeID: '1', SearchTerm: null });
  },
};

/** While the list loads: 4 skeleton rows. */
export const Loading: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.getBusiness(business), handlers.getTags(loading)] } },
  play: async ({ canvasElement }) => {
    const table = await tagsTable(canvasElement);
    await expect(table.querySelectorAll('[data-component="Skeleton.Row"]')).toHaveLength(4);
    await expect(within(table).queryByRole('button', { name: 'Add NFC Tag' })).not.toBeInTheDocument();
  },
};

/** No tags: No results / No tags to be displayed, and the first one can be added. */
export const Empty: Story = {
  ...administrator,
  parameters: { msw: { handlers: tagsApi([]) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'No results' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('No tags to be displayed')).toBeVisible();
    const table = await tagsTable(canvasElement);
    await expect(within(table).getByRole('button', { name: 'Add NFC Tag' })).toBeVisible();
  },
};

/** The search is in the URL and sent to the API with the store: SearchTerm and storeID. */
export const Searched: Story = {
  ...appStory({ path: `${path}?search=door`, user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    const table = await tagsTable(canvasElement);
    await expect(await within(table).findByText('Door')).toBeVisible();
    await expect(within(table).queryByText('Counter')).not.toBeInTheDocument();
    await expect(requested).toHaveBeenLastCalledWith({ storeID: '1', SearchTerm: 'door' });
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveValue('door');

    await userEvent.clear(search);
    await userEvent.type(search, 'win{Enter}');
    await expect(await within(table).findByText('Window')).toBeVisible();
    await waitFor(() => expect(within(table).queryByText('Door')).not.toBeInTheDocument());
    await expect(requested).toHaveBeenLastCalledWith({ storeID: '1', SearchTerm: 'win' });
  },
};

/** The list cannot be loaded: an error with the server's reason and Retry. */
export const LoadFailed: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: [handlers.getBusiness(business), handlers.getTags(apiError(500, ['The tag service is down.']))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not load the tags' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('The tag service is down.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Merchants read the tags: states, names and serial numbers, no Add, toggle or delete. */
export const Merchant: Story = {
  ...appStory({ path, user: demoUsers.merchant }),
  play: async ({ canvasElement }) => {
    const counter = await rowOf(canvasElement, 'Counter');
    await expect(bulletOf(counter)).toHaveTextContent('Enabled');
    await expect(bulletOf(await rowOf(canvasElement, 'Window'))).toHaveTextContent('Disabled');
    const table = await tagsTable(canvasElement);
    await expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A single-store business's store: businesses > the store (its details) > Stampcard Tags. */
export const SingleStore: Story = {
  ...administrator,
  parameters: { msw: { handlers: tagsApi(someTags(), {}, cornerBakery) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Stampcard Tags' }, firstRender)).toBeVisible();
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(await breadcrumbs.findByRole('link', { name: 'Corner Bakery' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/1/details',
    );
    await expect(breadcrumbs.getAllByRole('link')).toHaveLength(2);
    await expect(breadcrumbs.queryByRole('link', { name: 'stores' })).not.toBeInTheDocument();
  },
};

async function openNewTag(canvasElement: HTMLElement) {
  const table = await tagsTable(canvasElement);
  await userEvent.click(await within(table).findByRole('button', { name: 'Add NFC Tag' }, firstRender));
  return within(table).findByRole('form', { name: 'New NFC tag' });
}

async function fillNewTag(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Till');
  await userEvent.type(within(form).getByRole('textbox', { name: /Serial number/ }), '04:99:00:7B');
  await userEvent.click(within(form).getByRole('button', { name: 'Create tag' }));
}

/** The inline form: both fields required, the name at most 1000 characters; Cancel gives the row back. */
export const AddForm: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    created.mockClear();
    const form = await openNewTag(canvasElement);
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(within(form).getAllByText('Required')).toHaveLength(2));
    await expect(name).toHaveFocus();
    await expect(name).toBeInvalid();

    await userEvent.click(name);
    await userEvent.paste('n'.repeat(1001));
    await expect(await within(form).findByText('Too many characters (maximum 1000, currently 1001)')).toBeVisible();
    await expect(created).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    const table = await tagsTable(canvasElement);
    await expect(within(table).getByRole('button', { name: 'Add NFC Tag' })).toHaveFocus();
  },
};

/** Creating: POST /api/Tags with the store and enabled, 'Tag Till has been created!', the list reloads. */
export const CreateSucceeds: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    created.mockClear();
    const form = await openNewTag(canvasElement);
    await fillNewTag(form);
    await expect(await body.findByText('Tag Till has been created!')).toBeVisible();
    await expect(created).toHaveBeenCalledTimes(1);
    await expect(created).toHaveBeenLastCalledWith({
      name: 'Till',
      tagReference: '04:99:00:7B',
      storeID: 1,
      enabled: true,
    });
    await waitFor(() => expect(form).not.toBeInTheDocument());
    const till = await rowOf(canvasElement, 'Till');
    await expect(bulletOf(till)).toHaveTextContent('Enabled');
  },
};

/** The server refuses: 'Could not create the tag Till' with its reason, on the field too; the form keeps its values. */
export const CreateRefused: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: tagsApi(someTags(), {
        createAnswer: apiError(400, { 'body.tagReference': ['A tag with this serial number already exists.'] }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openNewTag(canvasElement);
    await fillNewTag(form);
    await expect(await body.findByText('Could not create the tag Till')).toBeVisible();
    await expect(
      (await body.findAllByText('A tag with this serial number already exists.')).length,
    ).toBeGreaterThanOrEqual(2);
    const serial = within(form).getByRole('textbox', { name: /Serial number/ });
    await expect(serial).toBeInvalid();
    await expect(serial).toHaveValue('04:99:00:7B');
    await expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Till');
    await expect(form).toBeVisible();
  },
};

/** Disabling shows the new state at once, then 'Disabled tag Counter'; PUT sends the whole tag, flipped. */
export const ToggleSucceeds: Story = {
  ...administrator,
  parameters: { msw: { handlers: tagsApi(someTags(), { updateDelay: 600 }) } },
  play: async ({ canvasElement }) => {
    updated.mockClear();
    const counter = await rowOf(canvasElement, 'Counter');
    await userEvent.click(within(counter).getByRole('button', { name: 'Disable tag Counter' }));
    await expect(bulletOf(counter)).toHaveTextContent('Disabled');
    await expect(bulletOf(counter)).toHaveAttribute('data-status', 'disabled');
    await expect(await body.findByText('Disabled tag Counter')).toBeVisible();
    await expect(updated).toHaveBeenLastCalledWith({
      tagID: 11,
      name: 'Counter',
      tagReference: '04:A2:11:7B:C1:5E:80',
      enabled: false,
      storeID: 1,
    });
    const reloaded = await rowOf(canvasElement, 'Counter');
    await expect(await within(reloaded).findByRole('button', { name: 'Enable tag Counter' })).toBeEnabled();
    await expect(bulletOf(reloaded)).toHaveTextContent('Disabled');
  },
};

/**
 * Someone else renamed the tag since the page read it: the toggle is refused, then goes on top of
 * their version without asking (it changes nothing they changed), and their name stays.
 */
export const ToggledAfterSomeoneElsesChange: Story = {
  ...administrator,
  parameters: {
    msw: { handlers: tagsApi(someTags(), { savedMeanwhile: { tagID: 11, name: 'Counter (front)' } }) },
  },
  play: async ({ canvasElement }) => {
    updated.mockClear();
    const counter = await rowOf(canvasElement, 'Counter');
    await userEvent.click(within(counter).getByRole('button', { name: 'Disable tag Counter' }));
    await expect(await body.findByText('Disabled tag Counter (front)')).toBeVisible();
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(updated).toHaveBeenCalledTimes(2);
    await expect(updated).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Counter (front)', enabled: false }),
    );
    const renamed = await rowOf(canvasElement, 'Counter (front)');
    await expect(bulletOf(renamed)).toHaveTextContent('Disabled');
  },
};

/** The update fails: 'Something went wrong', and the bullet returns to what it was. */
export const ToggleFails: Story = {
  ...administrator,
  parameters: { msw: { handlers: tagsApi(someTags(), { updateAnswer: apiError(500), updateDelay: 600 }) } },
  play: async ({ canvasElement }) => {
    const windowRow = await rowOf(canvasElement, 'Window');
    await userEvent.click(within(windowRow).getByRole('button', { name: 'Enable tag Window' }));
    await expect(bulletOf(windowRow)).toHaveTextContent('Enabled');
    await expect(await body.findByText('Something went wrong')).toBeVisible();
    await expect(body.getByText('Could not enable or disable tag Window')).toBeInTheDocument();
    await waitFor(() => expect(bulletOf(windowRow)).toHaveTextContent('Disabled'));
    await expect(bulletOf(windowRow)).toHaveAttribute('data-status', 'disabled');
    await expect(within(windowRow).getByRole('button', { name: 'Enable tag Window' })).toBeEnabled();
  },
};

async function askToDelete(canvasElement: HTMLElement, name: string) {
  const row = await rowOf(canvasElement, name);
  await userEvent.click(within(row).getByRole('button', { name: `Delete tag ${name}` }));
  const prompt = await body.findByRole('alertdialog', { name: `Delete tag ${name}?` });
  await waitFor(() => expect(prompt).toBeVisible());
  return prompt;
}

/** Deleting asks first, then DELETE /api/Tags/11; 'Tag Counter has been deleted!' and the row leaves. */
export const DeleteSucceeds: Story = {
  ...administrator,
  // Its own tags: the file's shared ones hold whatever the stories before it created.
  parameters: { msw: { handlers: tagsApi(someTags()) } },
  play: async ({ canvasElement }) => {
    deleted.mockClear();
    const counter = await rowOf(canvasElement, 'Counter');
    const prompt = await askToDelete(canvasElement, 'Counter');
    await expect(prompt).toHaveTextContent('Bold Street');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete the tag' }));
    await expect(await body.findByText('Tag Counter has been deleted!')).toBeVisible();
    await expect(deleted).toHaveBeenCalledWith('11');
    // The row fades out (inert meanwhile), then goes; the list keeps the focus its delete button had.
    await waitFor(() => expect(counter).toHaveAttribute('data-leaving'));
    const table = await tagsTable(canvasElement);
    await waitFor(() => expect(counter).not.toBeInTheDocument());
    await expect(within(table).queryByText('Counter')).not.toBeInTheDocument();
    await expect(within(table).getByText('Door')).toBeVisible();
    await waitFor(() => expect(table).toHaveFocus());
    // Its message goes after its 2 s: the picture is the list as it stays, however long the steps took.
    await waitFor(() => expect(body.queryByText('Tag Counter has been deleted!')).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
  },
};

/** The delete fails: 'Could not delete the tag' with the reason, in the prompt too; the row stays. */
export const DeleteFails: Story = {
  ...administrator,
  parameters: { msw: { handlers: tagsApi(someTags(), { deleteAnswer: apiError(500) }) } },
  play: async ({ canvasElement }) => {
    const prompt = await askToDelete(canvasElement, 'Counter');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete the tag' }));
    await expect(await body.findByText('Could not delete the tag')).toBeVisible();
    await expect(await within(prompt).findByRole('alert')).toHaveTextContent(
      'An error occurred when trying to delete the tag Counter.',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    const counter = await rowOf(canvasElement, 'Counter');
    await expect(counter).toBeVisible();
    await expect(counter).not.toHaveAttribute('data-leaving');
  },
};
