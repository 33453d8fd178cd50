import { createUser, exportUsers, type Page as ApiPage, type StoreSummary, type User } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { Tooltip } from '@stampcard/ui/Tooltip';
import { Unavailable } from '@stampcard/ui/Unavailable';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { ExportCsv, exportQueryOf } from '#app/components/ExportCsv';
import { importButtonText, LazyImportDialog } from '#app/components/ImportFlow';
import { listFilter, ListPage } from '#app/components/ListPage';
import {
  Actions,
  DeleteIcon,
  IconLink,
  ListTable,
  LockIcon,
  Muted,
  PencilIcon,
  type ListTableColumn,
} from '#app/components/ListTable';
import {
  NewUserModal,
  userBodyOf,
  userCreatedMessages,
  userDisplayName,
  userFieldErrorsOf,
  type UserFormData,
  type UserFormFieldErrors,
} from '#app/components/UserForm';
import { paths } from '#app/config/paths';
import { allStoresKey, knownStores, loadAllStores } from '#app/lib/stores';
import { useCurrentUser } from '#app/lib/appContext';
import {
  keepKnownFilters,
  useInvalidate,
  useListQuery,
  useLoaded,
  useLookup,
  useMutation,
  type Loading,
} from '#app/lib/data';
import { can } from '#app/lib/permissions';
import { placeholders } from '#app/lib/placeholders';
import {
  createdUserHref,
  customerEmail,
  customersApiQuery,
  customerSkeletonCount,
  customerSorts,
  customersList,
  customerStores,
  noStore,
  rowTooltips,
  storeName,
} from './customersList';

/** The table's columns. */
const customerColumns = [
  { label: 'No.', kind: 'number' },
  { label: 'Name' },
  { label: 'E-mail' },
  { label: 'Store' },
  { label: 'Actions', kind: 'actions' },
] as const satisfies readonly ListTableColumn[];

/** One customer: name, e-mail, store, and the row's controls. */
function CustomerRow({ customer, number }: { customer: User; number: number }) {
  const email = customerEmail(customer);
  const store = customerStores(customer);
  return (
    <tr>
      <td data-column="number">{number}</td>
      <th scope="row">{userDisplayName(customer)}</th>
      <td>{email ?? <Muted>{placeholders.email}</Muted>}</td>
      <td>{store === noStore ? <Muted>{store}</Muted> : store}</td>
      <td data-column="actions">
        <Actions>
          {/* Locking and deleting a customer account are under development: shown, but unavailable. */}
          <Unavailable reason={rowTooltips.lock}>
            <Button variant="plain" size="small" aria-label="Lock account" aria-pressed={customer.locked === true}>
              <LockIcon />
            </Button>
          </Unavailable>
          <Unavailable reason={rowTooltips.delete}>
            <Button variant="plain" size="small" aria-label="Delete account">
              <DeleteIcon />
            </Button>
          </Unavailable>
          <Tooltip content={rowTooltips.edit}>
            <IconLink to={paths.customer.href({ userID: customer.userID })} aria-label={rowTooltips.edit}>
              <PencilIcon />
            </IconLink>
          </Tooltip>
        </Actions>
      </td>
    </tr>
  );
}

/**
 * All customers (administrators only): 20 a page, sorted, searched and filtered by store from the
 * URL (GET /api/Users, the Customer role); each row links to the customer's details, its lock and delete
 * stay unavailable (under development); 'New user' creates a user with the user form
 * (POST /api/Users); 'Export CSV' downloads every customer the list selects (GET /api/Users/Export).
 */
export function CustomersPage() {
  const loaded = useLoaded(useLoaderData<Loading<ApiPage<User>>>(), { keepPreviousData: true });
  const list = useListQuery(customersList);
  const stores = useLookup(allStoresKey, loadAllStores);
  const canCreate = can(useCurrentUser()?.roles ?? [], 'customers', 'create');
  const [isCreating, setCreating] = useState(false);
  const [isImporting, setImporting] = useState(false);
  const invalidate = useInvalidate();
  const [fieldErrors, setFieldErrors] = useState<UserFormFieldErrors | undefined>(undefined);

  const create = useMutation<UserFormData, User>({
    run: (api, data) => createUser(api, { body: userBodyOf(data) }),
    invalidates: () => [['customers']],
    success: (user, data) => ({
      ...userCreatedMessages(userDisplayName(user), user.emailAddress ?? data.emailAddress.trim()).success,
      link: { label: 'View user', href: createdUserHref(user) },
    }),
    failure: (data) => userCreatedMessages(`${data.firstName} ${data.surname}`, data.emailAddress).failure,
  });

  return (
    <>
      <ListPage
        title="All Customers"
        actions={
          <>
            <ExportCsv
              run={(api, signal) => {
                // The loader's query, without the page: every customer the list selects.
                const query = customersApiQuery(keepKnownFilters(list.query, knownStores(stores.data)));
                return exportUsers(api, { query: exportQueryOf(query), signal });
              }}
              fileNameStem="customers"
            />
            {canCreate ? (
              <Button
                variant="secondary"
                onPress={() => {
                  setImporting(true);
                }}
              >
                {importButtonText}
              </Button>
            ) : null}
            {canCreate ? (
              <Button
                variant="primary"
                onPress={() => {
                  setCreating(true);
                }}
              >
                New user
              </Button>
            ) : null}
          </>
        }
        list={list}
        sorts={customerSorts}
        filters={[
          listFilter({
            key: 'stores',
            placeholder: 'Stores',
            type: 'multi',
            options: stores.data,
            optionLabel: (store: StoreSummary) => storeName(store),
            optionKey: (store: StoreSummary) => String(store.storeID),
          }),
        ]}
        loaded={loaded}
        errorTitle="Could not load the customers"
      >
        {({ items, itemNumber }) => (
          <ListTable
            label="Customers"
            columns={customerColumns}
            items={items}
            loadingLabel="Loading the customers"
            skeletonCount={customerSkeletonCount}
            emptyDescription="No users to be displayed"
          >
            {(customer, index) => <CustomerRow key={customer.userID} customer={customer} number={itemNumber(index)} />}
          </ListTable>
        )}
      </ListPage>
      <LazyImportDialog
        kind="customers"
        isOpen={isImporting}
        onOpenChange={setImporting}
        destinations={(stores.data ?? []).map((store) => ({ id: store.storeID, name: storeName(store) }))}
        onImported={() => {
          invalidate([['customers']]);
        }}
      />
      <NewUserModal
        isOpen={isCreating}
        onOpenChange={setCreating}
        fieldErrors={fieldErrors}
        onCreate={async (data) => {
          const outcome = await create.mutate(data);
          // The server's reasons also show on their fields (an e-mail in use), the form kept as typed.
          if (outcome.status === 'failed') setFieldErrors(userFieldErrorsOf(outcome.error));
          return outcome.status === 'done';
        }}
      />
    </>
  );
}
