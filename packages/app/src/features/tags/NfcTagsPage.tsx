import { exportTags, type NfcTag } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { EmptyState } from '@stampcard/ui/EmptyState';
import { useZodForm } from '@stampcard/ui/Form';
import { FormField } from '@stampcard/ui/FormField';
import { Prompt } from '@stampcard/ui/Prompt';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { StatusBullet } from '@stampcard/ui/StatusBullet';
import { TextField } from '@stampcard/ui/TextField';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { ExportCsv } from '#app/components/ExportCsv';
import { importButtonText, LazyImportDialog } from '#app/components/ImportFlow';
import { ListPage } from '#app/components/ListPage';
import {
  describeErrorLine,
  fieldErrorsOf,
  useInvalidate,
  type Invalidation,
  type MutationOutcome,
} from '#app/lib/data';
import { nfcTagFormSchema, type NfcTagFormData } from '#app/lib/forms';
import { Actions, DeleteIcon, IconButton, Muted, TableFrame, useColumnLabels } from '#app/components/ListTable';
import {
  emptyNfcTagForm,
  isLeaving,
  nfcTagFormFields,
  noSerialNumber,
  serialNumber,
  tagLeaveDuration,
  tagSkeletonCount,
  tagStatus,
  tagsQuery,
  tagTexts,
  type TagChange,
  type TagChanges,
} from './nfcTags';
import { EmptyCell, FormButtons, Name, NewTagForm, Serial, Table } from './NfcTagsPage.styles';
import { useNfcTags, useTagToggle } from './useNfcTags';

interface TagRowProps {
  readonly tag: NfcTag;
  readonly changes: TagChanges;
  readonly dispatch: Dispatch<TagChange>;
  readonly invalidation: Invalidation;
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  readonly hasActions: boolean;
  readonly onDelete: (tag: NfcTag) => void;
  readonly onLeft: (tagID: number) => void;
}

/** A tag: its state (bullet and text), name, serial number and id; Enable/Disable and delete for who may. */
function TagRow({
  tag,
  changes,
  dispatch,
  invalidation,
  canUpdate,
  canDelete,
  hasActions,
  onDelete,
  onLeft,
}: TagRowProps) {
  const { toggle, isToggling } = useTagToggle(tag, changes, dispatch, invalidation);
  const leaving = isLeaving(changes, tag.tagID);
  useEffect(() => {
    if (!leaving) return;
    // The row fades out (a CSS transition, none when motion is reduced), then goes.
    const timer = window.setTimeout(() => {
      onLeft(tag.tagID);
    }, tagLeaveDuration);
    return () => {
      window.clearTimeout(timer);
    };
  }, [leaving, tag.tagID, onLeft]);
  const serial = serialNumber(tag);
  const action = tag.enabled ? 'Disable' : 'Enable';
  return (
    <tr data-leaving={leaving || undefined} inert={leaving}>
      <td>
        <StatusBullet status={tagStatus(tag)} />
      </td>
      <td>
        <Name>{tag.name}</Name>
      </td>
      <td>{serial === null ? <Muted>{noSerialNumber}</Muted> : <Serial>{serial}</Serial>}</td>
      <td>{tag.tagID}</td>
      {hasActions ? (
        <td data-column="actions">
          <Actions>
            {canUpdate ? (
              <Button size="small" aria-label={`${action} tag ${tag.name}`} isPending={isToggling} onPress={toggle}>
                {action}
              </Button>
            ) : null}
            {canDelete ? (
              <IconButton
                type="button"
                aria-label={`Delete tag ${tag.name}`}
                title="Delete tag"
                onClick={() => {
                  onDelete(tag);
                }}
              >
                <DeleteIcon />
              </IconButton>
            ) : null}
          </Actions>
        </td>
      ) : null}
    </tr>
  );
}

interface NewTagRowProps {
  readonly columns: number;
  readonly onCreate: (data: NfcTagFormData) => Promise<MutationOutcome<NfcTag>>;
}

/** The inline new-tag form: name and serial number, both required. */
function NewTagFields({ onCreate, onClose }: Pick<NewTagRowProps, 'onCreate'> & { readonly onClose: () => void }) {
  const form = useZodForm(nfcTagFormSchema, { defaultValues: emptyNfcTagForm });
  const { control, setError, setFocus, handleSubmit, formState } = form;
  // Opened by a press on 'Add NFC Tag', the form continues where the user is: at its first field.
  useEffect(() => {
    setFocus('name');
  }, [setFocus]);
  const submit = handleSubmit(async (data) => {
    const outcome = await onCreate(data);
    if (outcome.status === 'done') onClose();
    if (outcome.status !== 'failed') return;
    // The form keeps what was typed; the server's reasons also show on their fields.
    const errors = fieldErrorsOf(outcome.error, nfcTagFormFields);
    let isFirst = true;
    for (const field of nfcTagFormFields) {
      const messages = errors[field];
      if (messages === undefined) continue;
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: isFirst });
      isFirst = false;
    }
  });
  return (
    <NewTagForm
      aria-label="New NFC tag"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !formState.isSubmitting) onClose();
      }}
    >
      <FormField control={control} name="name">
        {(field) => <TextField label="Name" isRequired autoComplete="off" {...field} />}
      </FormField>
      <FormField control={control} name="tagReference">
        {(field) => <TextField label="Serial number" isRequired autoComplete="off" {...field} />}
      </FormField>
      <FormButtons>
        <Button onPress={onClose} isDisabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button variant="primary" type="submit" isPending={formState.isSubmitting}>
          Create tag
        </Button>
      </FormButtons>
    </NewTagForm>
  );
}

/** The 'Add NFC Tag' row; pressed, the new-tag form takes its place, and gives it back once done. */
function NewTagRow({ columns, onCreate }: NewTagRowProps) {
  const [isOpen, setOpen] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (isOpen || !returnFocus.current) return;
    returnFocus.current = false;
    addButton.current?.focus();
  }, [isOpen]);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  return (
    <tr data-component="NfcTags.NewTag">
      <td colSpan={columns}>
        {isOpen ? (
          <NewTagFields onCreate={onCreate} onClose={close} />
        ) : (
          <Button
            ref={addButton}
            variant="plain"
            onPress={() => {
              setOpen(true);
            }}
          >
            Add NFC Tag
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * A store's NFC tags, titled Stampcard Tags: searched from the URL, each tag with its state, name,
 * serial number and id; administrators add tags inline, enable or disable them (the new state shows
 * at once) and delete them after asking (the row fades out); merchants read them.
 */
export function NfcTagsPage() {
  const tags = useNfcTags();
  const { changes, dispatch, invalidation, canCreate, canUpdate, canDelete, left } = tags;
  const [deleting, setDeleting] = useState<NfcTag | null>(null);
  const [isImporting, setImporting] = useState(false);
  const invalidate = useInvalidate();
  const table = useRef<HTMLTableElement>(null);
  useColumnLabels(table);
  const hasActions = canUpdate || canDelete;
  const columns = hasActions ? 5 : 4;

  const onLeft = useCallback(
    (tagID: number) => {
      left(tagID);
      // The deleted row held the focus (its delete button): the list takes it rather than the page.
      if (document.activeElement === document.body) table.current?.focus();
    },
    [left],
  );

  const prompt = deleting === null ? null : tagTexts.deletePrompt(deleting.name, tags.store);
  return (
    <>
      <ListPage
        title={tags.title}
        breadcrumbs={tags.breadcrumbs}
        actions={
          <>
            <ExportCsv
              run={(client, signal) =>
                exportTags(client, { query: tagsQuery(Number(tags.storeID), tags.list.query.search), signal })
              }
              fileNameStem={`store-${tags.storeID}-tags`}
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
          </>
        }
        list={tags.list}
        sorts={[]}
        filters={[]}
        loaded={tags.page}
        errorTitle="Could not load the tags"
      >
        {({ items }) => (
          <TableFrame>
            <Table aria-label="NFC tags" ref={table} tabIndex={-1}>
              <thead>
                <tr>
                  <th scope="col" data-column="status">
                    Status
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col">Serial number</th>
                  <th scope="col">Tag ID</th>
                  {hasActions ? (
                    <th scope="col" data-column="actions">
                      Actions
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {items === undefined ? (
                  <tr>
                    <EmptyCell colSpan={columns}>
                      <Skeleton label="Loading the tags">
                        {Array.from({ length: tagSkeletonCount }, (_, index) => (
                          <Skeleton.Row key={index} hasAvatar={false} />
                        ))}
                      </Skeleton>
                    </EmptyCell>
                  </tr>
                ) : items.length === 0 ? (
                  <tr>
                    <EmptyCell colSpan={columns}>
                      <EmptyState title="No results" description="No tags to be displayed" headingLevel={2} />
                    </EmptyCell>
                  </tr>
                ) : (
                  items.map((tag) => (
                    <TagRow
                      key={tag.tagID}
                      tag={tag}
                      changes={changes}
                      dispatch={dispatch}
                      invalidation={invalidation}
                      canUpdate={canUpdate}
                      canDelete={canDelete}
                      hasActions={hasActions}
                      onDelete={setDeleting}
                      onLeft={onLeft}
                    />
                  ))
                )}
                {canCreate && items !== undefined ? <NewTagRow columns={columns} onCreate={tags.create} /> : null}
              </tbody>
            </Table>
          </TableFrame>
        )}
      </ListPage>
      <Prompt
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        type="negative"
        title={prompt?.title ?? ''}
        text={prompt?.text}
        confirmLabel={prompt?.confirm ?? ''}
        cancelLabel={prompt?.cancel ?? ''}
        onConfirm={async () => {
          if (deleting === null) return;
          const outcome = await tags.deleteTag(deleting);
          if (outcome.status === 'failed') {
            throw new Error(describeErrorLine(outcome.error, tagTexts.deleteFailed(deleting.name).fallback));
          }
        }}
      />
      <LazyImportDialog
        kind="tags"
        isOpen={isImporting}
        onOpenChange={setImporting}
        destination={{ id: Number(tags.storeID), name: tags.store }}
        onImported={() => {
          invalidate(invalidation);
        }}
      />
    </>
  );
}
