/**
 * The store form, shared by the new-business wizard (a single-store business is created from it)
 * and a business's New store modal: its schema, its fields, its empty value and what it sends.
 */
import type { StoreForm } from '@stampcard/api-client';
import type { FieldPath } from 'react-hook-form';
import * as z from 'zod/mini';
import { mainContactSchema, storeFormSchema } from '#app/lib/forms';

/**
 * The store form with the manager optional: store-specific managers are under development and
 * unavailable, so the form cannot ask for one.
 */
export const newStoreFormSchema = z.extend(storeFormSchema, {
  mainContact: z.optional(z.nullable(mainContactSchema)),
});

export type NewStoreFormValues = z.input<typeof newStoreFormSchema>;
export type NewStoreFormData = z.output<typeof newStoreFormSchema>;

/** A field of the store form, by its path (`address.cityTown`). */
export type NewStoreField = FieldPath<NewStoreFormValues>;

/** The fields of the store form the server's errors may name, in the order they show. */
export const newStoreFields = [
  'name',
  'description',
  'logoImageUrl',
  'categories',
  'address.address1',
  'address.address2',
  'address.address3',
  'address.cityTown',
  'address.county',
  'address.country',
  'address.postCode',
  'address.latitude',
  'address.longitude',
] as const satisfies readonly NewStoreField[];

/** An empty address form: every line, the postcode and the coordinates blank. */
export const emptyAddressForm: NewStoreFormValues['address'] = {
  address1: '',
  address2: '',
  address3: '',
  cityTown: '',
  county: '',
  country: '',
  postCode: '',
  latitude: '',
  longitude: '',
};

/** The store form's empty value: what a new store starts with. */
export const emptyStoreForm: NewStoreFormValues = {
  name: '',
  description: '',
  logoImageUrl: '',
  categories: [],
  mainContact: null,
  address: emptyAddressForm,
};

/** Blank optional text as the API expects it: absent. */
export const optionalText = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** The store as the API takes it. */
export function storeBody(store: NewStoreFormData): StoreForm {
  const { address } = store;
  return {
    name: store.name.trim(),
    description: optionalText(store.description),
    logoImageUrl: optionalText(store.logoImageUrl),
    categories: store.categories ?? [],
    mainContact: store.mainContact ?? null,
    address: {
      address1: address.address1.trim(),
      address2: optionalText(address.address2),
      address3: optionalText(address.address3),
      cityTown: address.cityTown.trim(),
      county: optionalText(address.county),
      country: address.country.trim(),
      postCode: address.postCode.trim(),
      latitude: address.latitude,
      longitude: address.longitude,
    },
  };
}
