import { ErrorState } from '@stampcard/ui/ErrorState';
import { StandalonePage } from '#app/lib/page';
import { startupTexts } from './startupTexts';

const texts = startupTexts.networkNeeded;

export interface NetworkNeededProps {
  onRetry: () => void;
}

/** Start-up on a device without a network: a clear page instead of a browser error, with a Retry. */
export function NetworkNeeded({ onRetry }: NetworkNeededProps) {
  return (
    <StandalonePage title={texts.title}>
      <ErrorState title={texts.title} reason={texts.reason} onRetry={onRetry} />
    </StandalonePage>
  );
}
