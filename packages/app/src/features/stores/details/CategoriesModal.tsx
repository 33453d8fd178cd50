import type { Category } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { Checkbox } from '@stampcard/ui/Checkbox';
import { Modal } from '@stampcard/ui/Modal';
import { useState } from 'react';
import { describeErrorLine, useLookup } from '#app/lib/data';
import { loadCategories, lookupKeys } from '#app/lib/stores';
import { Muted } from '#app/components/BusinessDetails';
import { Fieldset, Legend } from '#app/components/StoreForm';
import { CategoryChoices, Chips } from './StoreDetailsPage.styles';

export interface CategoriesModalProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The store's categories now. */
  readonly chosen: readonly Category[];
  /** Saves the choice; resolve true to close, false to stay open with it (the caller said why). */
  readonly onSave: (chosen: readonly Category[]) => Promise<boolean>;
}

interface EditorProps extends Omit<CategoriesModalProps, 'isOpen' | 'onOpenChange'> {
  readonly onClose: () => void;
}

/** The editor in the open modal: it mounts at each opening, starting from the store's categories. */
function CategoriesEditor({ chosen: initial, onSave, onClose }: EditorProps) {
  const categories = useLookup(lookupKeys.categories, loadCategories);
  const [chosen, setChosen] = useState<readonly Category[]>(initial);
  const [isSaving, setSaving] = useState(false);
  const isChosen = (category: Category) => chosen.some((entry) => entry.categoryID === category.categoryID);
  const save = async () => {
    setSaving(true);
    try {
      if (await onSave(chosen)) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="Store categories"
      isOpen
      width={560}
      isDismissable={!isSaving}
      onOpenChange={(open) => {
        if (!open && !isSaving) onClose();
      }}
      actions={
        <>
          <Button isDisabled={isSaving} onPress={onClose}>
            Cancel
          </Button>
          <Button variant="primary" isPending={isSaving} onPress={() => void save()}>
            Save categories
          </Button>
        </>
      }
    >
      <Fieldset>
        <Legend>Selected</Legend>
        {chosen.length === 0 ? (
          <Muted>No categories selected</Muted>
        ) : (
          <Chips aria-label="Selected categories">
            {chosen.map((category) => (
              <li key={category.categoryID}>{category.name}</li>
            ))}
          </Chips>
        )}
      </Fieldset>
      <Fieldset>
        <Legend>Categories</Legend>
        {categories.data === undefined ? (
          <Muted>
            {categories.error === undefined
              ? 'Loading the categories…'
              : describeErrorLine(categories.error, 'The categories could not be loaded.')}
          </Muted>
        ) : (
          <CategoryChoices>
            {categories.data.map((category) => (
              <Checkbox
                key={category.categoryID}
                isSelected={isChosen(category)}
                onChange={(isSelected) => {
                  setChosen((current) =>
                    isSelected
                      ? [...current, category]
                      : current.filter((entry) => entry.categoryID !== category.categoryID),
                  );
                }}
              >
                {category.name}
              </Checkbox>
            ))}
          </CategoryChoices>
        )}
      </Fieldset>
    </Modal>
  );
}

/**
 * The store categories modal: the chosen categories ('No categories selected' when none) above
 * every category of GET /api/Stores/Categories to tick; Save categories sends them.
 */
export function CategoriesModal({ isOpen, onOpenChange, ...editor }: CategoriesModalProps) {
  if (!isOpen) return null;
  return (
    <CategoriesEditor
      {...editor}
      onClose={() => {
        onOpenChange(false);
      }}
    />
  );
}
