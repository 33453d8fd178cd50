import type { Card, CardConfiguration, NewCard, Reward } from '@stampcard/api-client';
import type { ContrastIssue } from '@stampcard/card-preview';

/**
 * The card in the editor: a saved card (with its id and the version it was read at, which its
 * save sends as If-Match) or a new one (without).
 */
export type CardDraft = NewCard & {
  readonly loyaltyCardID?: Card['loyaltyCardID'];
  readonly version?: Card['version'];
};

export type { CardConfiguration, Reward };

/**
 * Changes the card in the editor: the recipe gets the current draft and returns the next one
 * (never mutating it). The function's identity is stable for the editor's life, so memoised
 * sections do not re-render for it.
 */
export type UpdateCard = (recipe: (draft: CardDraft) => CardDraft) => void;

export interface ConfigurationPanelProps {
  /** The card being edited. */
  card: CardDraft;
  /** Applies a change; every keystroke updates the live preview. */
  onUpdate: UpdateCard;
  /** The user may not edit: fields read-only, the Switch and Rewards controls hidden. */
  isReadOnly: boolean;
  /** `contrastIssues(card)` from card-preview, shown beside the fields they concern. */
  contrastIssues: readonly ContrastIssue[];
}
