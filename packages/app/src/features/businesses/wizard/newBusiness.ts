/**
 * The new-business wizard's forms and what they send: a single-store business is created from the
 * store form and carries its store; a multi-store business from the business form, without stores.
 */
import type { Business, BusinessForm } from '@stampcard/api-client';
import type { FieldPath } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldErrors, SuccessMessage } from '#app/lib/data';
import { fieldErrorsOf, messageDurations } from '#app/lib/data';
import { businessFormSchema } from '#app/lib/forms';
import {
  newStoreFields,
  optionalText,
  storeBody,
  type NewStoreField,
  type NewStoreFormData,
} from '#app/components/StoreForm';
import { businessHref } from '../businessesList';

/** The kind of business the wizard creates. */
export type BusinessKind = 'single-store' | 'multi-store';

/** The business form: a name (required), a description and an image. */
export const newBusinessFormSchema = businessFormSchema;
export type BusinessFormValues = z.input<typeof newBusinessFormSchema>;
export type BusinessFormData = z.output<typeof newBusinessFormSchema>;

/** A field of the business form. */
export type NewBusinessField = FieldPath<BusinessFormValues>;

/** The fields of the business form the server's errors may name, in the order they show. */
export const newBusinessFields = ['name', 'description', 'imageUrl'] as const satisfies readonly NewBusinessField[];

/** The business form's empty value: what the wizard starts with. */
export const emptyBusinessForm: BusinessFormValues = { name: '', description: '', imageUrl: '', mainContact: null };

/**
 * A single-store business (POST /api/Business): its details are its store's, so it takes the
 * store's name, description and logo, and carries the store.
 */
export function singleStoreBusinessBody(store: NewStoreFormData): BusinessForm {
  const body = storeBody(store);
  return {
    name: body.name,
    description: body.description ?? null,
    imageUrl: body.logoImageUrl ?? null,
    mainContact: body.mainContact ?? null,
    isSingleStore: true,
    stores: [body],
  };
}

/** A multi-store business (POST /api/Business), its stores added later. */
export function multiStoreBusinessBody(business: BusinessFormData): BusinessForm {
  return {
    name: business.name.trim(),
    description: optionalText(business.description),
    imageUrl: optionalText(business.imageUrl),
    mainContact: business.mainContact ?? null,
    isSingleStore: false,
    stores: [],
  };
}

/** The message after a create, shown 10 s with a link to the new business. */
export function createdMessage(kind: BusinessKind, created: Business): SuccessMessage {
  return {
    title: kind === 'single-store' ? 'Single-store business created!' : 'Business created!',
    duration: messageDurations.created,
    link: { href: businessHref(created), label: 'Open the business' },
  };
}

/** The title of a refused create (the server's errors go under it). */
export function createFailedTitle(kind: BusinessKind): string {
  return kind === 'single-store' ? 'Could not create the store' : 'Could not create the business';
}

/** What a refused create says when the server gives no errors. */
export const createFailedFallback = 'An error occurred when trying to create the business.';

/**
 * The errors of a refused multi-store create that name a field of the business form (`body.name`,
 * `Description`), to show on their fields; the others show only in the failure's message.
 */
export function businessFieldErrorsOf(error: unknown): FieldErrors<NewBusinessField> {
  return fieldErrorsOf(error, newBusinessFields);
}

/**
 * The errors of a refused single-store create that name a field of the store form, to show on
 * their fields. The business is sent as its store, so an error of either names the same field:
 * the business's `name` and its store's `stores.0.name` are the Name, the business's `imageUrl`
 * is the store's logo; each message shows once.
 */
export function singleStoreFieldErrorsOf(error: unknown): FieldErrors<NewStoreField> {
  const storeErrors = fieldErrorsOf(error, newStoreFields);
  const { imageUrl } = fieldErrorsOf(error, ['imageUrl'] as const);
  const errors: FieldErrors<NewStoreField> = {};
  for (const field of newStoreFields) {
    const messages = [...(storeErrors[field] ?? []), ...(field === 'logoImageUrl' ? (imageUrl ?? []) : [])];
    if (messages.length > 0) errors[field] = [...new Set(messages)];
  }
  return errors;
}
