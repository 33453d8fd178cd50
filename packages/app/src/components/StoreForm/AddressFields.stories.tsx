import type { AddressCandidate } from '@stampcard/api-client';
import { apiError, handlers, loading } from '@stampcard/api-client/testing';
import { useZodForm } from '@stampcard/ui/Form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppContextProvider } from '#app/lib/appContext';
import { addressFormSchema } from '#app/lib/forms';
import { createFakeAuthService, createTestContext, demoUsers, testConfiguration } from '#app/testing';
import { AddressFields } from './AddressFields';
import { emptyAddressForm } from './storeForm';
import { addressLookupTexts } from './PostcodeLookup';

/** A found address of the dev server's table, with `overrides`. */
const found = (overrides: Partial<AddressCandidate>): AddressCandidate => ({
  address1: '10 Bold Street',
  address2: null,
  address3: null,
  cityTown: 'Liverpool',
  county: 'Merseyside',
  country: 'United Kingdom',
  postCode: 'L1 4DS',
  latitude: 53.40291,
  longitude: -2.98101,
  ...overrides,
});

/** Bold Street's five addresses, two of them flats of one building. */
const boldStreet = [
  found({}),
  found({ address1: '12 Bold Street', latitude: 53.40284, longitude: -2.98068 }),
  found({ address1: 'Flat 1', address2: '14 Bold Street', latitude: 53.40278, longitude: -2.98041 }),
  found({ address1: 'Flat 2', address2: '14 Bold Street', latitude: 53.40278, longitude: -2.98041 }),
  found({ address1: '16 Bold Street', latitude: 53.40271, longitude: -2.98012 }),
];

/** The visitor centre by Clifton's bridge, alone at its postcode. */
const visitorCentre = found({
  address1: 'Clifton Suspension Bridge Visitor Centre',
  address2: 'Bridge Road',
  address3: 'Leigh Woods',
  cityTown: 'Bristol',
  county: 'Bristol',
  postCode: 'BS8 3PA',
  latitude: 51.45487,
  longitude: -2.62795,
});

/** Each lookup the story's service was asked: the postcode and the key it carried. */
const lookups = fn<(postcode: string | null, key: string | null) => void>();

/** The lookup service answering `answer`, recording each request in `lookups`. */
function lookupAnswering(answer: AddressCandidate[] | Response | typeof loading) {
  return handlers.findAddresses(({ request }) => {
    lookups(new URL(request.url).searchParams.get('postcode'), request.headers.get('X-Address-Lookup-Key'));
    return answer;
  });
}

interface LocationFormProps {
  /** Whether the runtime configuration names an address lookup. */
  readonly isLookupConfigured: boolean;
}

/** The location form as the store's Edit location modal holds it, with the app's services around it. */
function LocationForm({ isLookupConfigured }: LocationFormProps) {
  const [context] = useState(() =>
    createTestContext(createFakeAuthService({ user: demoUsers.administrator }), {
      configuration: {
        ...testConfiguration,
        addressLookup: isLookupConfigured ? testConfiguration.addressLookup : null,
      },
    }),
  );
  const form = useZodForm(addressFormSchema, { defaultValues: emptyAddressForm });
  return (
    <AppContextProvider value={context}>
      <form aria-label="Store location" noValidate style={{ width: 'min(640px, calc(100vw - 32px))' }}>
        <AddressFields form={form} prefix="" />
      </form>
    </AppContextProvider>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/Address lookup',
  component: LocationForm,
  args: { isLookupConfigured: true },
  parameters: {
    msw: { handlers: [lookupAnswering(boldStreet)] },
    // Each story counts its own lookups.
    test: { clearMocks: true },
  },
} satisfies Meta<typeof LocationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
type Canvas = ReturnType<typeof canvasOf>;

const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const status = (canvas: Canvas) => canvas.getByRole('status');

/** Types `postcode` and presses Find address. */
async function findAddresses(canvas: Canvas, postcode: string) {
  await userEvent.type(field(canvas, 'Postcode'), postcode);
  await userEvent.click(canvas.getByRole('button', { name: addressLookupTexts.findButton }));
}

/** The form's fields as they read now, by label. */
function values(canvas: Canvas) {
  const labels = [
    'Postcode',
    'Address line 1',
    'Address line 2',
    'Address line 3',
    'City or town',
    'County',
    'Country',
    'Latitude',
    'Longitude',
  ];
  return Object.fromEntries(labels.map((label) => [label, (field(canvas, label) as HTMLInputElement).value]));
}

/** Nothing looked up yet: the postcode first, with Find address beside it, then the address's fields, empty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(field(canvas, 'Postcode')).toBeRequired();
    await expect(canvas.getByRole('button', { name: addressLookupTexts.findButton })).toBeEnabled();
    await expect(status(canvas)).toBeEmptyDOMElement();
    for (const value of Object.values(values(canvas))) await expect(value).toBe('');
    await expect(lookups).not.toHaveBeenCalled();
  },
};

/** The configuration names no lookup: no button, a quiet note on the postcode, and the fields take typing. */
export const NotConfigured: Story = {
  args: { isLookupConfigured: false },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.queryByRole('button', { name: addressLookupTexts.findButton })).not.toBeInTheDocument();
    await expect(field(canvas, 'Postcode')).toHaveAccessibleDescription(addressLookupTexts.notConfigured);
    await userEvent.type(field(canvas, 'Postcode'), 'L1 4DS');
    await userEvent.type(field(canvas, 'Address line 1'), '10 Bold Street');
    await expect(values(canvas)).toMatchObject({ Postcode: 'L1 4DS', 'Address line 1': '10 Bold Street' });
    await expect(lookups).not.toHaveBeenCalled();
  },
};

/** A postcode that is not whole: the form says what it needs, and asks nothing. */
export const NotAPostcode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findAddresses(canvas, 'L1');
    await expect(status(canvas)).toHaveTextContent(addressLookupTexts.invalid);
    await expect(lookups).not.toHaveBeenCalled();
    // Typing the postcode on puts the message away; another part of one brings it back.
    await userEvent.type(field(canvas, 'Postcode'), ' 4DS');
    await expect(status(canvas)).toBeEmptyDOMElement();
    await userEvent.clear(field(canvas, 'Postcode'));
    await findAddresses(canvas, 'BS8 4');
    await expect(status(canvas)).toHaveTextContent(addressLookupTexts.invalid);
    await expect(lookups).not.toHaveBeenCalled();
  },
};

/** Looking up: the button busy (still focused, ignoring presses) and the status saying so; the fields stay usable. */
export const FindingAddresses: Story = {
  parameters: { msw: { handlers: [lookupAnswering(loading)] } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findAddresses(canvas, 'l14ds');
    const button = canvas.getByRole('button', { name: addressLookupTexts.findButton });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await expect(status(canvas)).toHaveTextContent(addressLookupTexts.finding('L1 4DS'));
    await waitFor(() => expect(lookups).toHaveBeenCalledWith('L1 4DS', testConfiguration.addressLookup?.key));
    await userEvent.click(button);
    await expect(lookups).toHaveBeenCalledTimes(1);
    await userEvent.type(field(canvas, 'Address line 1'), 'Typed meanwhile');
    await expect(field(canvas, 'Address line 1')).toHaveValue('Typed meanwhile');
  },
};

/** Several addresses at the postcode: the status says how many, and the list offers them. */
export const SeveralFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findAddresses(canvas, 'L1 4DS');
    await expect(await canvas.findByText(addressLookupTexts.several(5, 'L1 4DS'))).toBeVisible();
    const choice = canvas.getByRole('combobox', { name: addressLookupTexts.chooseLabel });
    await expect(choice).toHaveTextContent(addressLookupTexts.choosePlaceholder(5));
    // Nothing is filled until one is chosen.
    await expect(field(canvas, 'Address line 1')).toHaveValue('');
  },
};

/**
 * Choosing one of several, by keyboard: it fills every field (the postcode as the post office
 * writes it); each stays editable.
 */
export const ChooseAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findAddresses(canvas, 'l1 4ds');
    const choice = await canvas.findByRole('combobox', { name: addressLookupTexts.chooseLabel });
    choice.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Flat 1, 14 Bold Street, Liverpool' }),
    );
    await expect(values(canvas)).toEqual({
      Postcode: 'L1 4DS',
      'Address line 1': 'Flat 1',
      'Address line 2': '14 Bold Street',
      'Address line 3': '',
      'City or town': 'Liverpool',
      County: 'Merseyside',
      Country: 'United Kingdom',
      Latitude: '53.40278',
      Longitude: '-2.98041',
    });
    await expect(status(canvas)).toHaveTextContent(addressLookupTexts.chosen('Flat 1, 14 Bold Street, Liverpool'));
    await userEvent.type(field(canvas, 'Address line 3'), 'Ropewalks');
    await expect(field(canvas, 'Address line 3')).toHaveValue('Ropewalks');
  },
};

/** One address at the postcode: it fills the form at once, three lines and all. */
export const FilledFromTheOneFound: Story = {
  parameters: { msw: { handlers: [lookupAnswering([visitorCentre])] } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findAddresses(canvas, 'BS8 3PA');
    await waitFor(() => expect(field(canvas, 'Address line 1')).toHaveValue(visitorCentre.address1));
    await expect(values(canvas)).toEqual({
      Postcode: 'BS8 3PA',
      'Address line 1': 'Clifton Suspension Bridge Visitor Centre',
      'Address line 2': 'Bridge Road',
      'Address line 3': 'Leigh Woods',
      'City or town': 'Bristol',
      County: 'Bristol',
      Country: 'United Kingdom',
      Latitude: '51.45487',
      Longitude: '-2.62795',
    });
    await expect(status(canvas)).toHaveTextContent(
      addressLookupTexts.chosen('Clifton Suspension Bridge Visitor Centre, Bridge Road, Leigh Woods, Bristol'),
    );
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** No address at the postcode: a quiet message, and what was typed stays. */
export const NoAddressFound: Story = {
  parameters: { msw: { handlers: [lookupAnswering([])] } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(field(canvas, 'Address line 1'), '1 New Street');
    await findAddresses(canvas, 'SW1A 1AA');
    await expect(await canvas.findByText(addressLookupTexts.none('SW1A 1AA'))).toBeVisible();
    await expect(values(canvas)).toMatchObject({ Postcode: 'SW1A 1AA', 'Address line 1': '1 New Street' });
  },
};

/** The lookup service failing: a quiet message, never a blocked form or a lost value. */
export const LookupFailing: Story = {
  parameters: { msw: { handlers: [lookupAnswering(apiError(503))] } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(field(canvas, 'Address line 1'), '1 New Street');
    await findAddresses(canvas, 'L1 4DS');
    await expect(await canvas.findByText(addressLookupTexts.failed, {}, { timeout: 10_000 })).toBeVisible();
    await expect(values(canvas)).toMatchObject({ Postcode: 'L1 4DS', 'Address line 1': '1 New Street' });
    await expect(canvas.getByRole('button', { name: addressLookupTexts.findButton })).toBeEnabled();
  },
};

/** An answer the contract does not allow (an address without a town) is reported as a failure, never shown. */
export const MalformedAnswer: Story = {
  parameters: {
    msw: { handlers: [lookupAnswering([found({ cityTown: '' }), found({ address1: '12 Bold Street' })])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await findAddresses(canvas, 'L1 4DS');
    await expect(await canvas.findByText(addressLookupTexts.failed)).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(field(canvas, 'Address line 1')).toHaveValue('');
  },
};
