import { ApiError } from '@stampcard/api-client';
import {
  apiError,
  buildCard,
  buildCardConfiguration,
  buildCardImpact,
  buildReward,
  handlers,
  loading,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@stampcard/ui/Toast';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppContextProvider, routerContextOf } from '#app/lib/appContext';
import { createFakeAuthService, createTestContext, demoUsers } from '#app/testing';
import { catchDownloads as catchDownloadsInto, type SavedFile } from '#app/testing/stories';
import { CardEditor, type CardEditorProps } from './CardEditor';
import { downloadImageHint } from './DownloadImageButton';

const body = within(document.body);

const card = buildCard({
  loyaltyCardID: 7,
  name: 'Coffee card',
  configuration: buildCardConfiguration({
    title: 'Coffee card',
    rewards: [buildReward({ trigger: 5, title: 'Free pastry' }), buildReward({ trigger: 9, title: 'Free coffee' })],
  }),
});

/**
 * The editor alone, on a one-route memory router (its unsaved-changes guard needs a data router),
 * inside the app's services (Download image calls the API, which msw answers).
 */
function EditorOnRouter(props: CardEditorProps) {
  const [stage] = useState(() => {
    const context = createTestContext(createFakeAuthService({ user: demoUsers.administrator }));
    const router = createMemoryRouter([{ path: '/', element: <CardEditor {...props} /> }], {
      initialEntries: ['/'],
      getContext: routerContextOf(context),
    });
    return { context, router };
  });
  return (
    <AppContextProvider value={stage.context}>
      <ToastProvider>
        <RouterProvider router={stage.router} />
      </ToastProvider>
    </AppContextProvider>
  );
}

/** A PNG of one pixel: what the API's image answer looks like to the browser. */
const png = new Blob(
  [
    Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
      (character) => character.charCodeAt(0),
    ),
  ],
  { type: 'image/png' },
);

/** The files the story's page saved (a link to an object URL, clicked), and the images it asked for. */
const saved: SavedFile[] = [];
const imageRequests: URL[] = [];

/** Each story starts with no file saved and no image asked for, and catches its downloads. */
function catchDownloads() {
  imageRequests.length = 0;
  return catchDownloadsInto(saved);
}

/** The API's image of the card, recording each request. */
const cardImage = handlers.getCardImage(({ request }) => {
  imageRequests.push(new URL(request.url));
  return png;
});

/** The Title field of the Title section. */
async function findTitleField(canvasElement: HTMLElement) {
  const section = await within(canvasElement).findByRole('region', { name: 'Title' });
  return within(section).getByRole('textbox', { name: 'Title' });
}

/** A live card of 10 stamps, rewards at 5 and 8: lowering it to 8 stamps keeps both rewards. */
const liveCard = buildCard({
  loyaltyCardID: 12,
  name: 'Coffee Club',
  stamps: 10,
  configuration: buildCardConfiguration({
    title: 'Coffee Club',
    totalNoOfStamps: 10,
    rewards: [buildReward({ trigger: 5, title: 'Free pastry' }), buildReward({ trigger: 8, title: 'Free coffee' })],
  }),
});

/** What the server counts for Coffee Club going from 10 stamps to 8. */
const lowered = buildCardImpact({
  holders: 214,
  inProgress: 190,
  completing: 31,
  unredeemedRewards: 12,
  changes: ['stamps'],
  stamps: { before: 10, after: 8 },
});

const nobodyHolds = buildCardImpact({ holders: 0, inProgress: 0, completing: 0, unredeemedRewards: 0 });

/** Lowers the number of stamps by two, with the keyboard, as a user would with the field's arrows. */
async function lowerStampsByTwo(canvasElement: HTMLElement) {
  const stamps = await within(canvasElement).findByRole('spinbutton', { name: 'Number of Stamps' });
  await userEvent.click(stamps);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await userEvent.tab();
  await expect(stamps).toHaveValue('8');
}

/** Lets the pending save of `EditedWhileSaving` answer. */
let answerSave: () => void = () => undefined;

const meta = {
  tags: ['reflow'],
  title: 'App/Cards/Card editor',
  component: EditorOnRouter,
  parameters: { layout: 'padded', msw: { handlers: [cardImage] } },
  beforeEach: catchDownloads,
  args: {
    card,
    permissions: { create: true, update: true, delete: true },
    onSave: fn<CardEditorProps['onSave']>(({ draft }) =>
      Promise.resolve({
        status: 'done',
        result: {
          card: { ...draft, loyaltyCardID: draft.loyaltyCardID ?? 42 },
          wasNew: draft.loyaltyCardID === undefined,
        },
      }),
    ),
    checkImpact: fn<CardEditorProps['checkImpact']>(() => Promise.resolve(nobodyHolds)),
    checkDeletion: fn<CardEditorProps['checkDeletion']>(() => Promise.resolve(nobodyHolds)),
    onSaved: fn(),
    onDelete: fn<CardEditorProps['onDelete']>(() => Promise.resolve({ status: 'done', result: undefined })),
    onDeleted: fn(),
  },
} satisfies Meta<typeof EditorOnRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved card the user may edit and delete: Saved (disabled), Undo and Redo disabled, Download image, Delete. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const toolbar = await canvas.findByRole('group', { name: 'Card actions' });
    await expect(within(toolbar).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(within(toolbar).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(within(toolbar).getByRole('button', { name: 'Download image' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
  },
};

/** Without update permission the card is read-only: no Undo, Redo, Delete or Save, only Download image. */
export const ReadOnly: Story = {
  args: { permissions: { create: false, update: false, delete: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
    const toolbar = canvas.getByRole('group', { name: 'Card actions' });
    await expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download image']);
    await expect(canvas.queryByRole('button', { name: /^(Save|Saved|Undo|Redo|Delete)$/ })).not.toBeInTheDocument();
  },
};

/**
 * Download image: the card as the server has it, 500 pixels wide, saved as a PNG named after the
 * card; the side is the one the preview shows.
 */
export const DownloadImage: Story = {
  play: async ({ canvas }) => {
    const download = await canvas.findByRole('button', { name: 'Download image' });
    await expect(download).toHaveAccessibleDescription(downloadImageHint.saved);
    await userEvent.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]?.name).toBe('Coffee card.png');
    await expect(saved[0]?.file.type).toBe('image/png');
    const bytes = new Uint8Array(await (saved[0]?.file ?? new Blob()).arrayBuffer());
    await expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(imageRequests[0]?.pathname).toBe('/api/Card/7/Image');
    await expect(Object.fromEntries(imageRequests[0]?.searchParams ?? [])).toEqual({ width: '500', side: 'front' });
    await expect(download).toBeEnabled();

    await userEvent.click(canvas.getByRole('radio', { name: 'Back' }));
    await userEvent.click(download);
    await waitFor(() => expect(saved).toHaveLength(2));
    await expect(saved[1]?.name).toBe('Coffee card (back).png');
    await expect(imageRequests[1]?.searchParams.get('side')).toBe('back');
  },
};

/** While the image comes, Download image is pending and ignores presses. */
export const DownloadingImage: Story = {
  parameters: { msw: { handlers: [handlers.getCardImage(loading)] } },
  play: async ({ canvas }) => {
    const download = await canvas.findByRole('button', { name: 'Download image' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(download);
    await expect(saved).toHaveLength(0);
  },
};

/** A refused download: 'Could not download the image' with the server's reason; nothing is saved. */
export const DownloadImageFailed: Story = {
  parameters: { msw: { handlers: [handlers.getCardImage(apiError(500, ['The image service is down.']))] } },
  play: async ({ canvas }) => {
    const download = await canvas.findByRole('button', { name: 'Download image' });
    await userEvent.click(download);
    await expect(await body.findByText('Could not download the image')).toBeVisible();
    await expect(body.getByText('The image service is down.')).toBeInTheDocument();
    await expect(saved).toHaveLength(0);
    await waitFor(() => expect(download).not.toHaveAttribute('aria-busy'));
  },
};

/** With unsaved edits the image is still the saved card, and the button says so. */
export const DownloadImageWithUnsavedEdits: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await findTitleField(canvasElement), ' deluxe');
    const download = canvas.getByRole('button', { name: 'Download image' });
    await expect(download).toHaveAccessibleDescription(downloadImageHint.unsaved);
    await userEvent.click(download);
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]?.name).toBe('Coffee card.png');
  },
};

/** The preview shows the front, the back, or every state a customer can see. */
export const PreviewViews: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Back' }));
    await expect(canvas.getByRole('img', { name: /Back of the card/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Customer states' }));
    await waitFor(() => expect(canvas.getAllByRole('img').length).toBeGreaterThan(2));
  },
};

/** A new card: New Card, Save enabled, no Delete until it is saved; saving it announces Saved. */
export const NewCard: Story = {
  args: { card: { storeID: 2, storeGroupID: 1, configuration: buildCardConfiguration({ title: 'Card title' }) } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'New Card' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // Nothing to download until the card is saved.
    await expect(canvas.queryByRole('button', { name: 'Download image' })).not.toBeInTheDocument();
    const actions = canvas.getByRole('group', { name: 'Card actions' });
    await expect(within(actions).getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('button', { name: 'Saved' })).toBeDisabled();
    // Heard as well as seen: focus has left the disabled button.
    await expect(within(actions).getByRole('status')).toHaveTextContent(/^Saved$/);
    await expect(within(actions).getByRole('button', { name: 'Download image' })).toBeEnabled();
  },
};

/**
 * A save that failed (the page's mutation says why, see the card builder's stories): the edits
 * stay in the editor and in the undo history, and Save can be pressed again.
 */
export const SaveFailed: Story = {
  args: {
    card: { storeID: 2, configuration: buildCardConfiguration({ title: 'Card title' }) },
    onSave: fn<CardEditorProps['onSave']>(() =>
      Promise.resolve({ status: 'failed', error: new ApiError('createCard', 400, { errors: ['Name is too long.'] }) }),
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(await findTitleField(canvasElement), ' for tea');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(await findTitleField(canvasElement)).toHaveValue('Card title for tea');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(await findTitleField(canvasElement)).toHaveValue('Card title');
  },
};

/** While saving, Save shows a spinner and ignores presses. */
export const Saving: Story = {
  args: {
    card: { storeID: 2, configuration: buildCardConfiguration() },
    onSave: fn<CardEditorProps['onSave']>(() => new Promise<never>(() => undefined)),
  },
  play: async ({ args, canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Edits typed while a save is in flight stay on screen, unsaved: Save again, not Saved. */
export const EditedWhileSaving: Story = {
  args: {
    onSave: fn<CardEditorProps['onSave']>(
      ({ draft }) =>
        new Promise((resolve) => {
          answerSave = () => {
            resolve({ status: 'done', result: { card: draft, wasNew: false } });
          };
        }),
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const title = await findTitleField(canvasElement);
    await userEvent.type(title, ' deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await userEvent.type(title, ' plus');
    answerSave();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(title).toHaveValue('Coffee card deluxe plus');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    // Undo goes back to what was saved.
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(title).toHaveValue('Coffee card deluxe');
  },
};

/** Ctrl+Z and Ctrl+Shift+Z undo and redo in the editor, but not inside a prompt. */
export const KeyboardUndo: Story = {
  play: async ({ canvas, canvasElement }) => {
    const title = await findTitleField(canvasElement);
    await userEvent.type(title, ' deluxe');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(title).toHaveValue('Coffee card');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(title).toHaveValue('Coffee card deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    const confirmation = within(prompt).getByRole('textbox', { name: 'Type delete to confirm' });
    await userEvent.type(confirmation, 'del');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(title).toHaveValue('Coffee card deluxe');
    await userEvent.click(within(prompt).getByRole('button', { name: 'No, keep it' }));
  },
};

/**
 * Lowering a live card's stamps: the server counts its holders first, and the save waits for a
 * confirmation naming them: who holds it, who completes at once, which rewards stay valid.
 */
export const ImpactConfirmation: Story = {
  args: {
    card: liveCard,
    checkImpact: fn<CardEditorProps['checkImpact']>(() => Promise.resolve(lowered)),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await lowerStampsByTwo(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Change a card 214 customers hold?' });
    await waitFor(() => expect(prompt).toHaveFocus());
    const lines = within(prompt)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    await expect(lines).toEqual([
      '214 customers hold this card; 190 have stamps in progress and keep them.',
      'The card goes from 10 to 8 stamps: 31 customers are at or past stamp 8 and complete the card at once.',
      '12 rewards are issued and not yet redeemed: they stay valid.',
    ]);
    // The server counted the card as the user left it.
    await expect(args.checkImpact.mock.calls[0]?.[0].draft.configuration.totalNoOfStamps).toBe(8);
    // Nothing is saved until the user confirms.
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Confirmed: the save goes ahead and the prompt closes. */
export const ImpactConfirmed: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  ...ImpactConfirmation,
  parameters: { visual: { disable: 'The confirmed save shows the saved editor, as RenamesCard does.' } },
  play: async (context) => {
    await ImpactConfirmation.play?.(context);
    const prompt = body.getByRole('alertdialog', { name: 'Change a card 214 customers hold?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Save for 214 customers' }));
    await waitFor(() => expect(context.args.onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await context.canvas.findByRole('button', { name: 'Saved' })).toBeDisabled();
  },
};

/** Keep editing: nothing is saved and the edits stay. */
export const ImpactKeepEditing: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  ...ImpactConfirmation,
  parameters: { visual: { disable: 'The editor as the user left it, as the Default story shows it.' } },
  play: async (context) => {
    await ImpactConfirmation.play?.(context);
    const prompt = body.getByRole('alertdialog', { name: 'Change a card 214 customers hold?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(context.args.onSave).not.toHaveBeenCalled();
    await expect(context.canvas.getByRole('spinbutton', { name: 'Number of Stamps' })).toHaveValue('8');
    await expect(context.canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A live card nobody holds saves as any other change: no confirmation. */
export const ImpactNobodyHolds: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  args: { card: liveCard },
  parameters: { visual: { disable: 'The saved editor, as RenamesCard shows it.' } },
  play: async ({ args, canvas, canvasElement }) => {
    await lowerStampsByTwo(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.checkImpact).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

/** The holders could not be counted (the page says why): nothing is saved, the edits stay. */
export const ImpactNotCounted: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  args: { card: liveCard, checkImpact: fn<CardEditorProps['checkImpact']>(() => Promise.resolve(undefined)) },
  parameters: { visual: { disable: 'The editor as the user left it; the card builder page shows the message.' } },
  play: async ({ args, canvas, canvasElement }) => {
    await lowerStampsByTwo(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.checkImpact).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

/** A change that touches no holder (a new title) saves without counting anyone. */
export const ImpactNotAsked: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  args: { card: liveCard },
  parameters: { visual: { disable: 'The saved editor, as RenamesCard shows it.' } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(await findTitleField(canvasElement), ' Gold');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.checkImpact).not.toHaveBeenCalled();
  },
};

/** Deleting a card people hold: the prompt says what it ends, in the server's numbers. */
export const DeleteWithHolders: Story = {
  args: {
    card: liveCard,
    checkDeletion: fn<CardEditorProps['checkDeletion']>(() =>
      Promise.resolve(
        buildCardImpact({ ...lowered, completing: 0, changes: ['deletion'], stamps: { before: 10, after: 10 } }),
      ),
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete this card?' });
    // Settled (it fades in): focus has moved into the prompt.
    await waitFor(() => expect(prompt.contains(document.activeElement)).toBe(true));
    const text =
      /^214 customers hold this card: 190 lose stamps in progress and 12 rewards not yet redeemed are lost\. The card and all customer progress/;
    await waitFor(() => expect(within(prompt).getByText(text)).toBeVisible());
    await expect(args.checkDeletion).toHaveBeenCalledWith(12);
  },
};
