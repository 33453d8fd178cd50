import { ErrorState } from '@stampcard/ui/ErrorState';
import { StandalonePage } from '#app/lib/page';

export interface StartupErrorProps {
  /** Why start-up failed. */
  reason: string;
  onRetry: () => void;
}

/** Start-up could not finish (configuration, sign-in settings): the reason and a Retry. */
export function StartupError({ reason, onRetry }: StartupErrorProps) {
  return (
    <StandalonePage title="Could not start Stampcard">
      <ErrorState title="Could not start Stampcard" reason={reason} onRetry={onRetry} />
    </StandalonePage>
  );
}
