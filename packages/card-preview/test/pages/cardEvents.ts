// What the test pages record of the elements' events, for the test to read.

/** One `render` or `error` event of an element, by the id of its container. */
export interface RecordedCardEvent {
  id: string;
  type: 'render' | 'error';
  /** The `render` event's detail: the drawn card's description and the icons it drew. */
  label?: string;
  side?: 'front' | 'back';
  icons?: string[];
}

declare global {
  interface Window {
    cardEvents: RecordedCardEvent[];
  }
}
