import { StampStepper } from '@stampcard/ui/StampStepper';
import { DetailsCard } from '#app/components/DetailsCard';
import { Note } from './UserDetails.styles';
import { demoStampCard } from './userDetails';

/**
 * The Stamps card of a user's page: the demo stamp stepper, read-only — a card
 * of 6 stamps with rewards at 3 and 6 — marked as a demo. It shows no customer's real progress.
 */
export function StampsCard() {
  return (
    <DetailsCard title="Stamps">
      <StampStepper
        label="Demo card"
        description="Editing disabled"
        stampCount={demoStampCard.stampCount}
        rewardPositions={demoStampCard.rewardPositions}
        value={demoStampCard.value}
        isReadOnly
      />
      <Note>A demo of the stamp card: customers&apos; stamps cannot be shown or changed here yet.</Note>
    </DetailsCard>
  );
}
