import type { Business, BusinessForm } from '@stampcard/api-client';
import {
  apiError,
  buildAddress,
  buildBusiness,
  buildStoreSummary,
  categories,
  handlers,
  loading,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

/** The modal and the toasts are portalled to the body. */
const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

/** The businesses the list shows before anything is created. */
const businesses = [
  buildBusiness({ businessID: 1, name: 'Bold Street Coffee' }),
  buildBusiness({
    businessID: 2,
    name: 'Clifton Pharmacy',
    isSingleStore: true,
    stores: [buildStoreSummary({ storeID: 21, name: 'Clifton Pharmacy' })],
  }),
  buildBusiness({ businessID: 3, name: 'Mersey Bakes' }),
];

/** What the server answers to a single-store create: the business, carrying its store. */
const createdSingleStore = buildBusiness({
  businessID: 31,
  name: 'Harbour Deli',
  description: 'Sandwiches by the water.',
  isSingleStore: true,
  stores: [buildStoreSummary({ storeID: 45, name: 'Harbour Deli' })],
});

/** What the server answers to a multi-store create: the business, its stores added later. */
const createdMultiStore = buildBusiness({
  businessID: 32,
  name: 'Bristol Bakes',
  description: 'Bread and cakes across Bristol.',
  isSingleStore: false,
  stores: [],
});

/**
 * The API of the businesses page with the wizard, `answer` being what POST /api/Business answers.
 * The spies record each GET /api/Business and each POST body; once a create succeeded, the list
 * holds the created business too.
 */
function wizardApi(answer: Business | Response | typeof loading) {
  const listRequests = fn();
  const createRequests = fn<(sent: BusinessForm) => void>();
  const created = answer instanceof Response || answer === loading ? undefined : answer;
  return {
    listRequests,
    createRequests,
    handlers: [
      handlers.getBusinesses(() => {
        listRequests();
        const items =
          created !== undefined && createRequests.mock.calls.length > 0 ? [...businesses, created] : businesses;
        return { items: [...items] };
      }),
      handlers.createBusiness(async ({ request }) => {
        createRequests((await request.json()) as BusinessForm);
        return answer;
      }),
      // The list's filters: the stores' cities and the categories, which the store form offers too.
      handlers.getStores([
        buildStoreSummary({ storeID: 1, address: buildAddress({ cityTown: 'Liverpool' }) }),
        buildStoreSummary({ storeID: 2, address: buildAddress({ cityTown: 'Bristol' }) }),
      ]),
      handlers.getStoreCategories([...categories]),
    ],
  };
}

const singleStoreApi = wizardApi(createdSingleStore);
const multiStoreApi = wizardApi(createdMultiStore);
const creatingApi = wizardApi(loading);
const refusedApi = wizardApi(apiError(400, { name: ['A business with this name already exists.'] }));
/** A single-store create refused: the business is its store, so the server names the store's fields and the business's alike. */
const storeRefusedApi = wizardApi(
  apiError(400, {
    'body.name': ['Name is taken'],
    'body.stores.0.name': ['Name is taken'],
    'body.stores.0.address.postCode': ['Invalid postcode format'],
  }),
);

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/New business wizard',
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: singleStoreApi.handlers },
    // Each story counts its own requests.
    test: { clearMocks: true },
    // axe runs on every story (the project's preview fails a story on any violation): keep them accessible.
    a11y: { test: 'error' },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the wizard from the NEW BUSINESS tile; the dialog and queries within it. */
async function openWizard(canvasElement: HTMLElement) {
  const tile = await within(canvasElement).findByRole('button', { name: 'NEW BUSINESS' }, firstRender);
  await userEvent.click(tile);
  const dialog = await body.findByRole('dialog', { name: 'New business' });
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog, wizard: within(dialog) };
}

/** The toasts, portalled to the body. */
function notifications() {
  return within(body.getByRole('region', { name: 'Notifications' }));
}

type Wizard = Awaited<ReturnType<typeof openWizard>>['wizard'];
type Kind = 'Single-store business' | 'Multi-store business';

/** The radio of a kind of business. */
function kindRadio(wizard: Wizard, kind: Kind) {
  return wizard.getByRole('radio', { name: kind });
}

/** Chooses the kind of business and goes on to its form. */
async function chooseKind(wizard: Wizard, kind: Kind) {
  await userEvent.click(kindRadio(wizard, kind));
  await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
  return within(
    await wizard.findByRole('form', { name: kind === 'Single-store business' ? 'The store' : 'The business' }),
  );
}

type Form = Awaited<ReturnType<typeof chooseKind>>;

/** The store's location, as typed. */
const harbourDeli = {
  'Address line 1': '1 Quay Street',
  'City or town': 'Bristol',
  Country: 'United Kingdom',
  Postcode: 'BS1 4DB',
  Latitude: '51.45',
  Longitude: '-2.6',
} as const;

/** Fills the store form validly: Harbour Deli in Bristol, a Food store. */
async function fillStoreForm(form: Form) {
  await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Harbour Deli');
  await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Sandwiches by the water.');
  await userEvent.click(await form.findByRole('checkbox', { name: 'Food' }));
  for (const [label, value] of Object.entries(harbourDeli)) {
    await userEvent.type(form.getByRole('textbox', { name: label }), value);
  }
}

/** Fills the business form validly: Bristol Bakes. */
async function fillBusinessForm(form: Form) {
  await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Bristol Bakes');
  await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Bread and cakes across Bristol.');
  await userEvent.type(form.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/bakes.png');
}

/** The first step: the two kinds of business; Next without a choice asks for one; Cancel closes. */
export const ChooseType: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, wizard } = await openWizard(canvasElement);
    await expect(wizard.getByRole('radiogroup', { name: 'What kind of business is it?' })).toBeVisible();
    await expect(kindRadio(wizard, 'Single-store business')).not.toBeChecked();
    await expect(kindRadio(wizard, 'Multi-store business')).not.toBeChecked();
    // Each kind says what it means, read as its description.
    await expect(kindRadio(wizard, 'Single-store business')).toHaveAccessibleDescription(
      'One store. The business’s details are the store’s.',
    );
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    await expect(await wizard.findByText('Choose the kind of business')).toBeVisible();
    await expect(wizard.getByRole('radiogroup', { name: 'What kind of business is it?' })).toHaveAccessibleErrorMessage(
      'Choose the kind of business',
    );
    await expect(wizard.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(wizard.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Single-store: the store form, its categories from the API, the manager unavailable (under development). */
export const StoreForm: Story = {
  play: async ({ canvasElement }) => {
    const { wizard } = await openWizard(canvasElement);
    const form = await chooseKind(wizard, 'Single-store business');
    for (const name of ['Name', 'Description', 'Logo image URL']) {
      await expect(form.getByRole('textbox', { name })).toHaveValue('');
    }
    const categoryGroup = within(form.getByRole('group', { name: 'Categories' }));
    for (const name of ['Food', 'Delivery', 'Pharmaceutical']) {
      await expect(await categoryGroup.findByRole('checkbox', { name })).not.toBeChecked();
    }
    const location = within(form.getByRole('group', { name: 'Location' }));
    for (const name of [
      'Address line 1',
      'Address line 2',
      'Address line 3',
      'City or town',
      'County',
      'Country',
      'Postcode',
      'Latitude',
      'Longitude',
    ]) {
      await expect(location.getByRole('textbox', { name })).toBeVisible();
    }
    const manager = within(form.getByRole('group', { name: 'Manager' }));
    const setManager = manager.getByRole('button', { name: 'Set manager' });
    await expect(setManager).toBeDisabled();
    await expect(setManager).toHaveAccessibleDescription('Store-specific managers are not available yet');
    await expect(manager.getByText('Unavailable')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** Create on the empty store form: Required on each required field, the banner, no request; the ranges. */
export const StoreFormValidation: Story = {
  play: async ({ canvasElement }) => {
    const { wizard } = await openWizard(canvasElement);
    const form = await chooseKind(wizard, 'Single-store business');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      "Some changes you've made are not valid. Please review them before saving.",
    );
    for (const name of ['Name', 'Address line 1', 'City or town', 'Country', 'Postcode', 'Latitude', 'Longitude']) {
      await expect(form.getByRole('textbox', { name })).toHaveAccessibleErrorMessage('Required');
    }
    for (const name of ['Description', 'Logo image URL', 'Address line 2', 'Address line 3', 'County']) {
      await expect(form.getByRole('textbox', { name })).toBeValid();
    }
    await expect(singleStoreApi.createRequests).not.toHaveBeenCalled();
    const latitude = form.getByRole('textbox', { name: 'Latitude' });
    const longitude = form.getByRole('textbox', { name: 'Longitude' });
    await userEvent.type(latitude, '91');
    await userEvent.type(longitude, '181');
    await waitFor(() => expect(latitude).toHaveAccessibleErrorMessage('Not valid (must be between -90 and 90)'));
    await waitFor(() => expect(longitude).toHaveAccessibleErrorMessage('Not valid (must be between -180 and 180)'));
    await expect(singleStoreApi.createRequests).not.toHaveBeenCalled();
  },
};

/** Multi-store: the business form; Required on the name, and at most 200 characters. */
export const BusinessFormValidation: Story = {
  play: async ({ canvasElement }) => {
    const { wizard } = await openWizard(canvasElement);
    const form = await chooseKind(wizard, 'Multi-store business');
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Image URL' })).toHaveValue('');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Required'));
    await expect(form.getByRole('alert')).toHaveTextContent(
      "Some changes you've made are not valid. Please review them before saving.",
    );
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(201));
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Too many characters (maximum 200, currently 201)'));
    await expect(multiStoreApi.createRequests).not.toHaveBeenCalled();
  },
};

/** Back returns to the kind, still chosen; each form keeps what was typed. */
export const BackKeepsValues: Story = {
  play: async ({ canvasElement }) => {
    const { wizard } = await openWizard(canvasElement);
    let form = await chooseKind(wizard, 'Single-store business');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Harbour Deli');
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    await expect(kindRadio(wizard, 'Single-store business')).toBeChecked();
    await userEvent.click(wizard.getByRole('button', { name: 'Next' }));
    form = within(await wizard.findByRole('form', { name: 'The store' }));
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Harbour Deli');
    // The other kind has its own form, which keeps its own values.
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    form = await chooseKind(wizard, 'Multi-store business');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Bristol Bakes');
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    form = await chooseKind(wizard, 'Single-store business');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Harbour Deli');
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    form = await chooseKind(wizard, 'Multi-store business');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Bristol Bakes');
  },
};

/** A single-store business created: it carries its store; the modal closes, the toast links to the store, the list reloads. */
export const CreateSingleStore: Story = {
  parameters: { msw: { handlers: singleStoreApi.handlers } },
  play: async ({ canvasElement }) => {
    const { dialog, wizard } = await openWizard(canvasElement);
    const listedBefore = singleStoreApi.listRequests.mock.calls.length;
    const form = await chooseKind(wizard, 'Single-store business');
    await fillStoreForm(form);
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(singleStoreApi.createRequests).toHaveBeenCalledTimes(1));
    // A single-store business named as its store, carrying the store.
    const [sent] = singleStoreApi.createRequests.mock.lastCall ?? [];
    await expect(sent).toMatchObject({
      name: 'Harbour Deli',
      isSingleStore: true,
      stores: [
        {
          name: 'Harbour Deli',
          description: 'Sandwiches by the water.',
          categories: categories.slice(0, 1),
          address: {
            address1: '1 Quay Street',
            cityTown: 'Bristol',
            country: 'United Kingdom',
            postCode: 'BS1 4DB',
            latitude: 51.45,
            longitude: -2.6,
          },
        },
      ],
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await body.findByText('Single-store business created!')).toBeVisible();
    await expect(notifications().getByRole('link', { name: 'Open the business' })).toHaveAttribute(
      'href',
      '/businesses/31/stores/45/details',
    );
    await waitFor(() => expect(singleStoreApi.listRequests.mock.calls.length).toBeGreaterThan(listedBefore));
    const list = within(canvasElement).getByRole('list', { name: 'Businesses' });
    await expect(await within(list).findByRole('link', { name: 'Harbour Deli' })).toHaveAttribute(
      'href',
      '/businesses/31/stores/45/details',
    );
  },
};

/** A multi-store business created: the modal closes, 'Business created!' links to it, the list reloads. */
export const CreateMultiStore: Story = {
  parameters: { msw: { handlers: multiStoreApi.handlers } },
  play: async ({ canvasElement }) => {
    const { dialog, wizard } = await openWizard(canvasElement);
    const listedBefore = multiStoreApi.listRequests.mock.calls.length;
    const form = await chooseKind(wizard, 'Multi-store business');
    await fillBusinessForm(form);
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(multiStoreApi.createRequests).toHaveBeenCalledTimes(1));
    await expect(multiStoreApi.createRequests).toHaveBeenCalledWith({
      name: 'Bristol Bakes',
      description: 'Bread and cakes across Bristol.',
      imageUrl: 'https://example.com/bakes.png',
      mainContact: null,
      isSingleStore: false,
      stores: [],
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await body.findByText('Business created!')).toBeVisible();
    await expect(notifications().getByRole('link', { name: 'Open the business' })).toHaveAttribute(
      'href',
      '/businesses/32/details',
    );
    await waitFor(() => expect(multiStoreApi.listRequests.mock.calls.length).toBeGreaterThan(listedBefore));
    const list = within(canvasElement).getByRole('list', { name: 'Businesses' });
    await expect(await within(list).findByRole('link', { name: 'Bristol Bakes' })).toHaveAttribute(
      'href',
      '/businesses/32/details',
    );
  },
};

/** While the create runs: Create (busy) and Back are disabled, and the modal stays open. */
export const Creating: Story = {
  parameters: { msw: { handlers: creatingApi.handlers } },
  play: async ({ canvasElement }) => {
    const { dialog, wizard } = await openWizard(canvasElement);
    const form = await chooseKind(wizard, 'Single-store business');
    await fillStoreForm(form);
    const create = form.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    await waitFor(() => expect(creatingApi.createRequests).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(create).toBeDisabled());
    await expect(create).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(dialog).toBeInTheDocument();
  },
};

/** A create the server refuses: 'Could not create the business' with its errors, on the field they name too; the form keeps every value. */
export const CreateRefused: Story = {
  parameters: { msw: { handlers: refusedApi.handlers } },
  play: async ({ canvasElement }) => {
    const { dialog, wizard } = await openWizard(canvasElement);
    const form = await chooseKind(wizard, 'Multi-store business');
    await fillBusinessForm(form);
    const create = form.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    // Said in the dialog, where the focus goes (it cannot leave the dialog for the toast)...
    const failure = await wizard.findByRole('region', { name: 'Could not create the business' });
    await waitFor(() => expect(failure).toHaveFocus());
    await expect(within(failure).getByRole('listitem')).toHaveTextContent('A business with this name already exists.');
    await expect(refusedApi.createRequests).toHaveBeenCalledTimes(1);
    // The name the server refused is marked, with its reason.
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeInvalid();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleErrorMessage(
      'A business with this name already exists.',
    );
    await expect(form.getByRole('textbox', { name: 'Description' })).toBeValid();
    // The wizard stays open, with every value, ready to try again.
    await expect(dialog).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Bristol Bakes');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Bread and cakes across Bristol.');
    await expect(form.getByRole('textbox', { name: 'Image URL' })).toHaveValue('https://example.com/bakes.png');
    await waitFor(() => expect(create).toBeEnabled());
    // ...and in the toast, heard while the wizard is open; its Details gives the errors as bullets.
    const toasts = notifications();
    await expect(await toasts.findByText('Could not create the business')).toBeVisible();
    await userEvent.click(toasts.getByRole('button', { name: 'Details' }));
    const error = toasts.getByRole('listitem');
    await expect(error).toHaveTextContent('A business with this name already exists.');
    await expect(error).toBeVisible();
  },
};

/**
 * A single-store create the server refuses for the name and the postcode: each reason on its field
 * of the store form (the business's name and its store's are the one Name), said once in the
 * summary; every value kept; typing a new name clears its reason.
 */
export const StoreCreateRefused: Story = {
  parameters: { msw: { handlers: storeRefusedApi.handlers } },
  play: async ({ canvasElement }) => {
    const { dialog, wizard } = await openWizard(canvasElement);
    const form = await chooseKind(wizard, 'Single-store business');
    await fillStoreForm(form);
    const create = form.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    const failure = await wizard.findByRole('region', { name: 'Could not create the store' });
    await waitFor(() => expect(failure).toHaveFocus());
    const reasons = within(failure).getAllByRole('listitem');
    await expect(reasons.map((reason) => reason.textContent)).toEqual(['Name is taken', 'Invalid postcode format']);
    // Each reason on the field it names.
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleErrorMessage('Name is taken');
    const postcode = form.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toHaveAccessibleErrorMessage('Invalid postcode format');
    await expect(form.getByRole('textbox', { name: 'City or town' })).toBeValid();
    // Nothing typed is lost.
    await expect(dialog).toBeInTheDocument();
    await expect(name).toHaveValue('Harbour Deli');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Sandwiches by the water.');
    await expect(form.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    for (const [label, value] of Object.entries(harbourDeli)) {
      await expect(form.getByRole('textbox', { name: label })).toHaveValue(value);
    }
    await waitFor(() => expect(create).toBeEnabled());
    // A new name is checked afresh: the server's reason goes, the postcode's stays.
    await userEvent.type(name, ' Bristol');
    await waitFor(() => expect(name).toBeValid());
    await expect(postcode).toHaveAccessibleErrorMessage('Invalid postcode format');
  },
};
