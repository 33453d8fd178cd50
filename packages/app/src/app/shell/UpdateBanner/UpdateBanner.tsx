import { Button } from '@stampcard/ui/Button';
import { Banner, Message } from './UpdateBanner.styles';
import { updateBannerTexts } from './updateBannerTexts';

export interface UpdateBannerProps {
  /**
   * Whether the user pressed Reload and the page is switching to the new version.
   * @default false
   */
  isReloading?: boolean;
  /** Switches the page to the new version: the user's choice, never made for them. */
  onReload: () => void;
}

/**
 * Tells the user a new version of the app is ready, and switches to it when they press Reload,
 * not before: nothing on the page changes under their hands. Shown inside the shell's live region
 * (`UpdateStatus`), which announces it.
 */
export function UpdateBanner({ isReloading = false, onReload }: UpdateBannerProps) {
  return (
    <Banner data-component="UpdateBanner">
      <Message>{updateBannerTexts.message}</Message>
      <Button variant="primary" size="small" isPending={isReloading} onPress={onReload}>
        {updateBannerTexts.reload}
      </Button>
    </Banner>
  );
}
