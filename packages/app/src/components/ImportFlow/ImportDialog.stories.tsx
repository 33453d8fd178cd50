import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { customerImport, tagImport, type SendChunk } from '#app/lib/import';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import type { ImportFlowState } from './useImportFlow';
import {
  answeringServer,
  customersCsv,
  customersFile,
  customersMapping,
  finishedImport,
  reviewedCustomers,
  silentServer,
  stoppedImport,
  stores,
} from './importExamples';

/** The customers file read, its columns matched from their names, into Clifton Village. */
const fileRead = {
  file: { status: 'parsed', file: customersFile },
  destination: stores[1],
  mapping: customersMapping,
} satisfies Partial<ImportFlowState>;

/** Those rows reviewed, the server's dry run done. */
const reviewed = {
  ...fileRead,
  rows: reviewedCustomers,
  check: { status: 'done' },
} satisfies Partial<ImportFlowState>;

/** The dialog is portalled to the body. */
const body = within(document.body);

const meta = {
  // At 390 and 320 px too: the flow takes a phone's whole screen.
  tags: ['reflow'],
  title: 'App/Components/ImportDialog',
  component: ImportDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    kind: customerImport,
    destinations: stores,
    send: () => answeringServer as SendChunk<unknown>,
    describe: () => 'The server could not be reached. Check your connection and try again.',
    onImported: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<ImportDialogProps<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(name = 'Import customers') {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Presses Tab until `target` has the focus (at most 40 times): the way a keyboard gets there. */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await body.findByRole('option', { name: option }));
}

/** The first step: the store to import into, and the file, chosen or dropped. */
export const ChooseFile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog();
    await expect(dialog.getByText('Step 1 of 4: File')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('The file input is missing');
    await userEvent.upload(input, new File([customersCsv], 'customers.csv', { type: 'text/csv' }));
    await expect(await dialog.findByText(/4 rows and 7 columns/)).toBeVisible();
    // A file alone is not enough: the store too.
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await choose(dialog.getByRole('combobox', { name: /Store/ }), 'Clifton Village');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await dialog.findByText('Step 2 of 4: Match columns')).toBeInTheDocument();
  },
};

/** A file that cannot be imported is refused with its reason, and the flow stays on the file. */
export const RefusedFile: Story = {
  tags: ['!reflow'],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog();
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('The file input is missing');
    await userEvent.upload(input, new File(['Name,E-mail\r\n'], 'header.csv', { type: 'text/csv' }));
    await expect(await dialog.findByText(/The file has a header row but no rows below it\./)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The columns step with the E-mail column not matched yet. */
const emailUnmatched = {
  ...fileRead,
  step: 'columns',
  mapping: { ...customersMapping, emailAddress: null },
} satisfies Partial<ImportFlowState>;

/** Columns matched from their names; a required field left unmatched holds the flow until it is. */
export const MatchColumns: Story = {
  args: { initial: emailUnmatched },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText('Match a column to E-mail to go on.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await choose(dialog.getByRole('combobox', { name: 'Import “E-mail address” as' }), 'E-mail (required)');
    await expect(dialog.queryByText('Match a column to E-mail to go on.')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** The server's dry run under way: the review waits for it, with its progress. */
export const Checking: Story = {
  tags: ['!reflow'],
  args: {
    send: () => silentServer,
    initial: { ...fileRead, step: 'columns' },
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await dialog.findByText('Checking the rows with the server…')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Every row checked: problems on their cells, fixable in place, rows excludable, a filter to the problems. */
export const Review: Story = {
  args: {
    initial: { ...reviewed, step: 'review' },
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText('4 rows: 2 ready, 2 with problems, 0 excluded')).toBeVisible();
    await expect(dialog.getByText('Already in the file on row 2')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'E-mail, row 4' })).toHaveAccessibleDescription('Invalid value');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Rows with problems only' }));
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: 'E-mail, row 3' })).not.toBeInTheDocument());
    // Fixing the duplicate in place clears its problem; excluding the broken row leaves all ready.
    const duplicate = dialog.getByRole('textbox', { name: 'E-mail, row 5' });
    await userEvent.clear(duplicate);
    await userEvent.type(duplicate, 'ana@example.com');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Include row 4' }));
    await expect(dialog.getByText('4 rows: 3 ready, 0 with problems, 1 excluded')).toBeVisible();
    // The rows worked on stay in view until the filter changes.
    await expect(dialog.getByRole('textbox', { name: 'E-mail, row 5' })).toHaveValue('ana@example.com');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Rows with problems only' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Rows with problems only' }));
    await expect(await dialog.findByText('No rows to show')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Rows with problems only' }));
    await expect(await dialog.findByRole('textbox', { name: 'E-mail, row 2' })).toBeVisible();
  },
};

/** The choice for rows matching existing data, then the import. */
export const ImportChoice: Story = {
  args: {
    initial: { ...reviewed, step: 'import' },
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const choice = dialog.getByRole('radiogroup', { name: 'Rows that match existing customers (1)' });
    await expect(within(choice).getByRole('radio', { name: 'Skip them' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Import 2 customers' }));
    await expect(await dialog.findByText('Import finished')).toBeVisible();
    await expect(args.onImported).toHaveBeenCalled();
  },
};

/** The import under way: its progress, and Cancel. */
export const Importing: Story = {
  tags: ['!reflow'],
  args: {
    initial: {
      step: 'import',
      destination: stores[1],
      rows: reviewedCustomers,
      run: { status: 'running', progress: { chunksDone: 7, chunks: 20, rowsDone: 3_500, rows: 10_000 } },
    },
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText('Imported 3,500 of 10,000 rows (part 7 of 20)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** What happened: the counts, and the failed rows to download. */
export const Finished: Story = {
  args: { initial: { step: 'done', destination: stores[1], run: { status: 'done', outcome: finishedImport } } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText('9,481')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download the failed rows' })).toBeEnabled();
  },
};

/** A connection lost mid-import: which parts landed, which may have, and a way to finish. */
export const Stopped: Story = {
  args: { initial: { step: 'done', destination: stores[1], run: { status: 'done', outcome: stoppedImport } } },
  play: async () => {
    const dialog = await openDialog();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveTextContent('7 of 20 parts landed (3,500 rows).');
    await expect(alert).toHaveTextContent('Part 8 (rows 3,502 to 4,001) may or may not have landed.');
    await expect(within(alert).getByRole('button', { name: 'Import the rest' })).toBeEnabled();
  },
};

/** The whole flow from the columns on, by keyboard alone: Tab, arrows, Enter and Space. */
export const ByKeyboard: Story = {
  tags: ['!reflow'],
  parameters: { visual: { disable: 'It ends as Finished shows; the keys are what it checks.' } },
  args: { initial: emailUnmatched },
  play: async () => {
    const dialog = await openDialog();
    const emailColumn = dialog.getByRole('combobox', { name: 'Import “E-mail address” as' });
    await tabTo(emailColumn);
    await userEvent.keyboard('{ArrowDown}');
    const option = await body.findByRole('option', { name: 'E-mail (required)' });
    // Down the list to it: the combobox names the option it highlights.
    for (
      let presses = 0;
      presses < 10 && emailColumn.getAttribute('aria-activedescendant') !== option.id;
      presses += 1
    ) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await userEvent.keyboard('{Enter}');
    await expect(emailColumn).toHaveTextContent('E-mail (required)');
    await tabTo(dialog.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Enter}');
    // The review: fix the broken e-mail in place, leave the duplicate out.
    const broken = await dialog.findByRole('textbox', { name: 'E-mail, row 4' });
    await tabTo(broken);
    await userEvent.keyboard('{Control>}a{/Control}ana@example.com');
    await tabTo(dialog.getByRole('checkbox', { name: 'Include row 5' }));
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: 'Include row 5' })).not.toBeChecked();
    await tabTo(dialog.getByRole('button', { name: 'Next' }));
    await userEvent.keyboard('{Enter}');
    await tabTo(await dialog.findByRole('radio', { name: 'Skip them' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'Update them' })).toBeChecked();
    await tabTo(dialog.getByRole('button', { name: /^Import \d+ customers$/ }));
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Import finished')).toBeVisible();
  },
};

/** NFC tags into the store the page is about: no store to choose. */
export const NfcTags: Story = {
  tags: ['!reflow'],
  args: { kind: tagImport, destinations: undefined, destination: stores[1] },
  play: async () => {
    const dialog = await openDialog('Import NFC tags');
    await expect(dialog.queryByRole('combobox', { name: /Store/ })).not.toBeInTheDocument();
    await expect(dialog.getByText('Name, Serial number required.')).toBeVisible();
  },
};
