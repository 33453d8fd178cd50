import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListTable, type ListTableColumn } from './ListTable';
import { Actions, IconButton, Muted } from './ListTable.styles';
import { DeleteIcon } from './icons';

interface Person {
  readonly id: number;
  readonly name: string;
  readonly email: string | null;
}

const people: Person[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 2, name: 'Grace Hopper', email: null },
];

const columns = [
  { label: 'No.', kind: 'number' },
  { label: 'Name' },
  { label: 'E-mail' },
  { label: 'Actions', kind: 'actions' },
] as const satisfies readonly ListTableColumn[];

function PeopleTable({ items }: { readonly items: readonly Person[] | undefined }) {
  return (
    <ListTable
      label="People"
      columns={columns}
      items={items}
      loadingLabel="Loading the people"
      skeletonCount={3}
      emptyDescription="No users to be displayed"
    >
      {(person, index) => (
        <tr key={person.id}>
          <td data-column="number">{index + 1}</td>
          <th scope="row">{person.name}</th>
          <td>{person.email ?? <Muted>No email</Muted>}</td>
          <td data-column="actions">
            <Actions>
              <IconButton type="button" aria-label={`Remove ${person.name}`}>
                <DeleteIcon />
              </IconButton>
            </Actions>
          </td>
        </tr>
      )}
    </ListTable>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'App/Components/ListTable',
  component: PeopleTable,
  args: { items: people },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row per item: its number, its name as the row's header, a placeholder for blank data, its controls. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'People' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'No.',
      'Name',
      'E-mail',
      'Actions',
    ]);
    await expect(table.getByRole('rowheader', { name: 'Grace Hopper' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Grace Hopper/ })).toHaveTextContent('No email');
    await expect(table.getByRole('button', { name: 'Remove Ada Lovelace' })).toBeVisible();
  },
};

/** While the page loads: skeleton rows across the table, announced. */
export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the people')).toBeInTheDocument();
    await expect(canvas.queryByRole('rowheader')).not.toBeInTheDocument();
  },
};

/** No items: 'No results' and the line naming what is missing. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No results' })).toBeVisible();
    await expect(canvas.getByText('No users to be displayed')).toBeVisible();
  },
};
