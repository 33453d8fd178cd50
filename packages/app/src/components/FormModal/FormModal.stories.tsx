import { Button } from '@stampcard/ui/Button';
import { FormField } from '@stampcard/ui/FormField';
import { TextField } from '@stampcard/ui/TextField';
import { requiredText } from '@stampcard/ui/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { FormModal } from './FormModal';

/** A one-field form: an ID, required. */
const externalIdForm = z.object({ externalStoreID: requiredText() });
type ExternalIdData = z.output<typeof externalIdForm>;

/** The modal is portalled to the body. */
const body = within(document.body);
const bannerText = "Some changes you've made are not valid. Please review them before saving.";

interface ExampleProps {
  /** Resolves whether the save went through: false keeps the modal open. */
  readonly onSubmit: (data: ExternalIdData) => Promise<boolean>;
  /** The server's errors of a refused save. */
  readonly refusal?: Partial<Record<'externalStoreID', readonly string[]>>;
}

/** The modal as a page uses it: opened by a button; a refused save gives the server's field errors. */
function FormModalExample({ onSubmit, refusal }: ExampleProps) {
  const [isOpen, setOpen] = useState(false);
  const [errors, setErrors] = useState<typeof refusal>(undefined);
  return (
    <>
      <Button
        onPress={() => {
          setErrors(undefined);
          setOpen(true);
        }}
      >
        Edit the ID
      </Button>
      <FormModal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="External store ID"
        submitLabel="Save"
        width={480}
        schema={externalIdForm}
        defaultValues={{ externalStoreID: 'SHOP-1' }}
        fieldErrors={errors}
        onSubmit={async (data) => {
          const saved = await onSubmit(data);
          if (!saved) setErrors(refusal === undefined ? undefined : { ...refusal });
          return saved;
        }}
      >
        {(form) => (
          <FormField control={form.control} name="externalStoreID">
            {(field) => <TextField label="External store ID" isRequired {...field} />}
          </FormField>
        )}
      </FormModal>
    </>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'App/Components/FormModal',
  component: FormModalExample,
  args: { onSubmit: fn(() => Promise.resolve(true)) },
} satisfies Meta<typeof FormModalExample>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit the ID' }));
  const dialog = await body.findByRole('dialog', { name: 'External store ID' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Opened: the fields with their starting values, Cancel and the submit button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'External store ID' })).toHaveValue('SHOP-1');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** An invalid form is not sent: the banner and the field's message, focus on the field. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const field = dialog.getByRole('textbox', { name: 'External store ID' });
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(bannerText)).toBeInTheDocument();
    await expect(dialog.getByText('Required')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved: the parsed values are sent once and the modal closes. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const field = dialog.getByRole('textbox', { name: 'External store ID' });
    await userEvent.clear(field);
    await userEvent.type(field, 'SHOP-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ externalStoreID: 'SHOP-2' });
  },
};

/** Sending: the submit button is pending and the modal cannot be closed. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'External store ID' })).toBeInTheDocument();
  },
};

/** Refused: the server's error on its field, the modal open with the typed value. */
export const Refused: Story = {
  args: {
    onSubmit: fn(() => Promise.resolve(false)),
    refusal: { externalStoreID: ['This ID is already used by another store.'] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const field = dialog.getByRole('textbox', { name: 'External store ID' });
    await userEvent.clear(field);
    await userEvent.type(field, 'SHOP-9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('This ID is already used by another store.')).toBeInTheDocument();
    await expect(field).toHaveValue('SHOP-9');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
