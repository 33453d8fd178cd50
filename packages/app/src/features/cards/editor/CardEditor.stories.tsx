import { ApiError } from '@stampcard/api-client';
import { buildCard, buildCardConfiguration, buildReward } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@stampcard/ui/Toast';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardEditor, type CardEditorProps } from './CardEditor';

const body = within(document.body);

const card = buildCard({
  loyaltyCardID: 7,
  name: 'Coffee card',
  configuration: buildCardConfiguration({
    title: 'Coffee card',
    rewards: [buildReward({ trigger: 5, title: 'Free pastry' }), buildReward({ trigger: 9, title: 'Free coffee' })],
  }),
});

/** The editor alone, on a one-route memory router (its unsaved-changes guard needs a data router). */
function EditorOnRouter(props: CardEditorProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/', element: <CardEditor {...props} /> }], { initialEntries: ['/'] }),
  );
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}

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
  parameters: { layout: 'padded' },
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

/** A saved card the user may edit and delete: Saved (disabled), Undo and Redo disabled, Delete. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const toolbar = await canvas.findByRole('group', { name: 'Card actions' });
    await expect(within(toolbar).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(within(toolbar).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
  },
};

/** Without update permission the card is read-only: no Undo, Redo or Save (spec A 6 editDisabled). */
export const ReadOnly: Story = {
  args: { permissions: { create: false, update: false, delete: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Card Editor' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Card actions' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^(Save|Saved|Undo|Redo|Delete)$/ })).not.toBeInTheDocument();
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
    const actions = canvas.getByRole('group', { name: 'Card actions' });
    await expect(within(actions).getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('button', { name: 'Saved' })).toBeDisabled();
    // Heard as well as seen: focus has left the disabled button.
    await expect(within(actions).getByRole('status')).toHaveTextContent(/^Saved$/);
  },
};

/**
 * A save that failed (D8; the page's mutation says why, see the card builder's stories): the edits
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
