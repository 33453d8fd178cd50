import { Button } from '@stampcard/ui/Button';
import { Modal, ModalTrigger } from '@stampcard/ui/Modal';
import { Frame } from './InsightsPage.styles';

/** The title of the analytics frame: the dialog's and the frame's accessible name. */
export const analyticsReportTitle = 'Analytics report';

/**
 * The third-party analytics report of the admin view: a button that opens it in a dialog. The frame
 * is titled, sandboxed (scripts and its own origin, no top navigation) and loads only when opened.
 */
export function AnalyticsReport({ url }: { url: string }) {
  return (
    <ModalTrigger>
      <Button variant="secondary">Open analytics report</Button>
      <Modal title={analyticsReportTitle} width={1100}>
        <Frame
          src={url}
          title={analyticsReportTitle}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Modal>
    </ModalTrigger>
  );
}
