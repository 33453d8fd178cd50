import type { Business } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { FormInvalidBanner, formInvalidBannerDuration, useInvalidSubmitBanner, useZodForm } from '@stampcard/ui/Form';
import { Modal } from '@stampcard/ui/Modal';
import { Radio, RadioGroup } from '@stampcard/ui/RadioGroup';
import { createBusiness } from '@stampcard/api-client';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { describeError, describeErrorLine, showFieldErrors, useLookup, useMutation } from '#app/lib/data';
import { loadCategories, lookupKeys } from '#app/lib/stores';
import { BusinessFormFields } from './BusinessFormFields';
import { CreateFailureSummary, type CreateFailure } from '#app/components/StoreForm';
import { Actions, FormRoot } from '#app/components/StoreForm';
import {
  businessFieldErrorsOf,
  createdMessage,
  createFailedFallback,
  createFailedTitle,
  emptyBusinessForm,
  multiStoreBusinessBody,
  newBusinessFormSchema,
  singleStoreBusinessBody,
  singleStoreFieldErrorsOf,
  type BusinessKind,
} from './newBusiness';
import { emptyStoreForm, newStoreFormSchema, StoreFormFields } from '#app/components/StoreForm';

const ChoiceName = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const kinds: readonly { kind: BusinessKind; name: string; description: string }[] = [
  {
    kind: 'single-store',
    name: 'Single-store business',
    description: 'One store. The business’s details are the store’s.',
  },
  {
    kind: 'multi-store',
    name: 'Multi-store business',
    description: 'A business with several stores, added once it exists.',
  },
];

export interface NewBusinessWizardProps {
  /** Closes the wizard: on Cancel, Escape, or once the business is created. */
  readonly onClose: () => void;
}

/** What a create sends: the kind of business and its form body. */
interface CreateRequest {
  readonly kind: BusinessKind;
  readonly body: Parameters<typeof createBusiness>[1]['body'];
}

/** The actions under either form: Back to the type choice, and Create (both held while creating). */
function CreateActions({ onBack, isCreating }: { onBack: () => void; isCreating: boolean }) {
  return (
    <Actions>
      <Button onPress={onBack} isDisabled={isCreating}>
        Back
      </Button>
      <Button variant="primary" type="submit" isDisabled={isCreating} isPending={isCreating}>
        Create
      </Button>
    </Actions>
  );
}

/**
 * The business creation wizard, the modal 'New business': the type of business first, then the
 * store form (single-store) or the business form (multi-store). Back returns to the type and keeps
 * what was typed in both forms. Create is disabled while the call runs; on success the modal
 * closes, the list reloads and 'Single-store business created!' or 'Business created!' shows for
 * 10 s with a link to the business; on failure the form keeps every value, the message gives the
 * server's errors and the fields they name show theirs.
 */
export function NewBusinessWizard({ onClose }: NewBusinessWizardProps) {
  const [step, setStep] = useState<'type' | 'form'>('type');
  const [kind, setKind] = useState<BusinessKind | null>(null);
  const [kindError, setKindError] = useState<string | undefined>(undefined);
  const formId = useId();
  const storeForm = useZodForm(newStoreFormSchema, { defaultValues: emptyStoreForm });
  const businessForm = useZodForm(newBusinessFormSchema, { defaultValues: emptyBusinessForm });
  const storeBanner = useInvalidSubmitBanner(storeForm, { autoHideAfterMs: formInvalidBannerDuration });
  const businessBanner = useInvalidSubmitBanner(businessForm);
  const categories = useLookup(lookupKeys.categories, loadCategories);
  const [failure, setFailure] = useState<CreateFailure | null>(null);

  const create = useMutation<CreateRequest, Business>({
    run: (api, { body }) => createBusiness(api, { body }),
    invalidates: () => [['businesses']],
    success: (created, { kind: createdKind }) => createdMessage(createdKind, created),
    failure: ({ kind: failedKind }) => ({ title: createFailedTitle(failedKind), fallback: createFailedFallback }),
  });
  const submit = async (request: CreateRequest) => {
    setFailure(null);
    const outcome = await create.mutate(request);
    if (outcome.status === 'done') onClose();
    if (outcome.status !== 'failed') return;
    setFailure({
      title: createFailedTitle(request.kind),
      reason: describeError(outcome.error, createFailedFallback),
    });
    // The reasons that name a field show on it too, on the form the create was sent from (shown
    // again if the user left it); the summary above takes the focus, so the fields do not.
    setKind(request.kind);
    setStep('form');
    if (request.kind === 'single-store') {
      showFieldErrors(singleStoreFieldErrorsOf(outcome.error), (field, error) => {
        storeForm.setError(field, error);
      });
    } else {
      showFieldErrors(businessFieldErrorsOf(outcome.error), (field, error) => {
        businessForm.setError(field, error);
      });
    }
  };
  const back = () => {
    setFailure(null);
    setStep('type');
  };

  const goOn = () => {
    if (kind === null) {
      setKindError('Choose the kind of business');
      return;
    }
    setStep('form');
  };

  return (
    <Modal
      title="New business"
      isOpen
      width={640}
      isDismissable={!create.isRunning}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {step === 'type' || kind === null ? (
        <FormRoot
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            goOn();
          }}
        >
          <RadioGroup
            label="What kind of business is it?"
            value={kind}
            errorMessage={kindError}
            onChange={(value) => {
              setKind(value as BusinessKind);
              setKindError(undefined);
            }}
          >
            {kinds.map((option) => (
              <Radio key={option.kind} value={option.kind} description={option.description}>
                <ChoiceName>{option.name}</ChoiceName>
              </Radio>
            ))}
          </RadioGroup>
          <Actions>
            <Button onPress={onClose}>Cancel</Button>
            <Button variant="primary" type="submit">
              Next
            </Button>
          </Actions>
        </FormRoot>
      ) : kind === 'single-store' ? (
        <FormRoot
          id={formId}
          noValidate
          aria-label="The store"
          onSubmit={storeBanner.handleSubmit((store) => submit({ kind, body: singleStoreBusinessBody(store) }))}
        >
          <FormInvalidBanner {...storeBanner.bannerProps} />
          {failure === null ? null : <CreateFailureSummary failure={failure} />}
          <StoreFormFields
            form={storeForm}
            categories={categories.data}
            categoriesError={categories.error === undefined ? undefined : describeErrorLine(categories.error)}
          />
          <CreateActions onBack={back} isCreating={create.isRunning} />
        </FormRoot>
      ) : (
        <FormRoot
          id={formId}
          noValidate
          aria-label="The business"
          onSubmit={businessBanner.handleSubmit((business) => submit({ kind, body: multiStoreBusinessBody(business) }))}
        >
          <FormInvalidBanner {...businessBanner.bannerProps} />
          {failure === null ? null : <CreateFailureSummary failure={failure} />}
          <BusinessFormFields form={businessForm} />
          <CreateActions onBack={back} isCreating={create.isRunning} />
        </FormRoot>
      )}
    </Modal>
  );
}
