import {
  createBusinessStaffMember,
  deleteBusinessStaffMember,
  exportBusinessStaff,
  type Page as ApiPage,
  type StaffMember,
  type StoreSummary,
} from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { textOr } from '@stampcard/ui/EntityCard';
import { Prompt } from '@stampcard/ui/Prompt';
import { useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { ExportCsv, exportQueryOf } from '#app/components/ExportCsv';
import { listFilter, ListPage } from '#app/components/ListPage';
import {
  Actions,
  DeleteIcon,
  IconButton,
  IconLink,
  ListTable,
  Muted,
  ViewIcon,
  type ListTableColumn,
} from '#app/components/ListTable';
import {
  NewUserModal,
  newStaffMemberBodyOf,
  userCreatedMessages,
  userFieldErrorsOf,
  type UserFormData,
  type UserFormFieldErrors,
} from '#app/components/UserForm';
import { paths } from '#app/config/paths';
import { useCurrentUser } from '#app/lib/appContext';
import { apiListQuery, describeErrorLine, useListQuery, useLoaded, useMutation, type Loading } from '#app/lib/data';
import { can } from '#app/lib/permissions';
import { placeholders } from '#app/lib/placeholders';
import { businessName } from '#app/components/BusinessDetails';
import { useBusiness, useBusinessBreadcrumbs } from '#app/lib/business';
import {
  businessStaffList,
  memberName,
  memberStores,
  removeTexts,
  staffSkeletonCount,
  staffSorts,
} from './businessStaffList';

/** The table's columns. */
const staffColumns = [
  { label: 'No.', kind: 'number' },
  { label: 'Name' },
  { label: 'E-mail' },
  { label: 'Stores' },
  { label: 'Actions', kind: 'actions' },
] as const satisfies readonly ListTableColumn[];

/**
 * A business's staff: 20 people a page, sorted, searched and filtered by store from the URL; each
 * row opens the person's details or removes them from the business after asking; 'New staff member'
 * adds someone with the user form (POST /api/Business/{id}/Staff); 'Export CSV' downloads everyone
 * the list selects.
 */
export function BusinessStaffPage() {
  const { businessID = '' } = useParams();
  const loaded = useLoaded(useLoaderData<Loading<ApiPage<StaffMember>>>(), { keepPreviousData: true });
  const list = useListQuery(businessStaffList);
  const business = useBusiness().data;
  const breadcrumbs = useBusinessBreadcrumbs({ label: 'staff' });
  const roles = useCurrentUser()?.roles ?? [];
  const canCreate = can(roles, 'businessStaff', 'create');
  const canDelete = can(roles, 'businessStaff', 'delete');
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [isCreating, setCreating] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<UserFormFieldErrors | undefined>(undefined);
  const owner = businessName(business);
  const id = Number(businessID);
  const changed = () => [['business', businessID]] as const;

  const remove = useMutation<StaffMember, null>({
    run: (api, member) => deleteBusinessStaffMember(api, { path: { id, staffId: member.staffID } }).then(() => null),
    invalidates: changed,
    success: (_result, member) => removeTexts(memberName(member), owner).success,
    failure: (member) => removeTexts(memberName(member), owner).failure,
  });

  const create = useMutation<UserFormData, StaffMember>({
    run: (api, data) => createBusinessStaffMember(api, { path: { id }, body: newStaffMemberBodyOf(data) }),
    invalidates: changed,
    success: (member, data) => ({
      ...userCreatedMessages(memberName(member), data.emailAddress).success,
      link: {
        label: 'View user',
        href: paths.businessStaffMember.href({ businessID, staffID: member.staffID }),
      },
    }),
    failure: (data) => userCreatedMessages(`${data.firstName} ${data.surname}`, data.emailAddress).failure,
  });

  const texts = removing === null ? null : removeTexts(memberName(removing), owner);
  return (
    <>
      <ListPage
        title="Staff"
        breadcrumbs={breadcrumbs}
        actions={
          <>
            <ExportCsv
              run={(api, signal) => {
                // The loader's query, without the page: everyone the list selects.
                const query = exportQueryOf(apiListQuery(businessStaffList, list.query));
                return exportBusinessStaff(api, { path: { id }, query, signal });
              }}
              fileNameStem={`business-${businessID}-staff`}
            />
            {canCreate ? (
              <Button
                variant="primary"
                onPress={() => {
                  setCreating(true);
                }}
              >
                New staff member
              </Button>
            ) : null}
          </>
        }
        list={list}
        sorts={staffSorts}
        filters={[
          listFilter({
            key: 'stores',
            placeholder: 'Stores',
            type: 'multi',
            options: business?.stores,
            optionLabel: (store: StoreSummary) => textOr(store.name, placeholders.storeName),
            optionKey: (store: StoreSummary) => String(store.storeID),
          }),
        ]}
        loaded={loaded}
        errorTitle="Could not load the staff"
      >
        {({ items, itemNumber }) => (
          <ListTable
            label="Staff"
            columns={staffColumns}
            items={items}
            loadingLabel="Loading the staff"
            skeletonCount={staffSkeletonCount}
            emptyDescription="No users to be displayed"
          >
            {(member, index) => {
              const name = memberName(member);
              return (
                <tr key={member.staffID}>
                  <td data-column="number">{itemNumber(index)}</td>
                  <th scope="row">{name}</th>
                  <td>{member.user.emailAddress ?? <Muted>{placeholders.email}</Muted>}</td>
                  <td>{memberStores(member)}</td>
                  <td data-column="actions">
                    <Actions>
                      <IconLink
                        to={paths.businessStaffMember.href({ businessID, staffID: member.staffID })}
                        aria-label={`View ${name}`}
                        title="View details"
                      >
                        <ViewIcon />
                      </IconLink>
                      {canDelete ? (
                        <IconButton
                          type="button"
                          aria-label={`Remove ${name} from the business`}
                          title="Remove from the business"
                          onClick={() => {
                            setRemoving(member);
                          }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      ) : null}
                    </Actions>
                  </td>
                </tr>
              );
            }}
          </ListTable>
        )}
      </ListPage>
      <Prompt
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        type="negative"
        title={texts?.title ?? ''}
        text={texts?.text}
        confirmLabel={texts?.confirm ?? ''}
        cancelLabel={texts?.cancel ?? ''}
        onConfirm={async () => {
          if (removing === null) return;
          const outcome = await remove.mutate(removing);
          if (outcome.status === 'failed') {
            throw new Error(describeErrorLine(outcome.error, texts?.failure.fallback));
          }
        }}
      />
      <NewUserModal
        isOpen={isCreating}
        onOpenChange={setCreating}
        title="New staff member"
        fieldErrors={fieldErrors}
        onCreate={async (data) => {
          const outcome = await create.mutate(data);
          // The server's reasons also show on their fields, the form kept as typed.
          if (outcome.status === 'failed') setFieldErrors(userFieldErrorsOf(outcome.error));
          return outcome.status === 'done';
        }}
      />
    </>
  );
}
