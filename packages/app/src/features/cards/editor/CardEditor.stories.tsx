import { ApiError } from '@stampcard/api-client';
import {
  apiError,
  buildCard,
  buildCardConfiguration,
  buildReward,
  handlers,
  loading,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@stampcard/ui/Toast';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppContextProvider, routerContextOf } from '#app/lib/appContext';
import { createFakeAuthService, createTestContext, demoUsers } from '#app/testing';
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
const saved: { name: string; file: Blob }[] = [];
const imageRequests: URL[] = [];

/**
 * Catches downloads instead of letting the browser save them: each object URL made is remembered
 * with its file, and a click on a link that downloads one records the file and its name.
 */
function catchDownloads() {
  saved.length = 0;
  imageRequests.length = 0;
  const files = new Map<string, Blob>();
  const create = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const url = `blob:story/${String(files.size)}`;
    if (file instanceof Blob) files.set(url, file);
    return url;
  });
  const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.href);
    if (file !== undefined && this.download !== '') saved.push({ name: this.download, file });
  });
  return () => {
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  };
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
