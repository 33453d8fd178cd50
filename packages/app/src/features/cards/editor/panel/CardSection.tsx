/*
 * Card. Labels → properties: Name → the card's `name` (ADR 009: the name under the card in lists,
 * which defaults to the title; left empty it is saved as the title), Background Colour →
 * backgroundColour, Card Colour → cardColour, Corner Radius (px) → cardBorderRadius, Card in List
 * Colour → cardInListColour.
 */
import { NewCard } from '@stampcard/api-client/limits';
import { TextField } from '@stampcard/ui/TextField';
import { ColourInput, PanelSection, PxInput } from './fields';
import { setName } from './recipes';
import { memoSection, useSet, type SectionProps } from './section';

/** What the Name field says about an empty name. */
export const cardNameDescription = 'Shown under the card in lists. Left empty, the card is listed under its title.';

function CardSectionView({ configuration: c, onUpdate, isReadOnly, warnings, cardName }: SectionProps) {
  const set = useSet(onUpdate);
  return (
    <PanelSection title="Card">
      <TextField
        label="Name"
        value={cardName ?? ''}
        placeholder={c.title ?? 'Card title'}
        description={cardNameDescription}
        maxLength={NewCard.name.maxLength}
        onChange={(value) => {
          onUpdate(setName(value));
        }}
        isReadOnly={isReadOnly}
      />
      <ColourInput
        label="Background Colour"
        value={c.backgroundColour}
        onChange={(value) => {
          set({ backgroundColour: value });
        }}
        isReadOnly={isReadOnly}
      />
      <ColourInput
        label="Card Colour"
        value={c.cardColour}
        onChange={(value) => {
          set({ cardColour: value });
        }}
        isReadOnly={isReadOnly}
        warnings={warnings.cardColour}
      />
      <PxInput
        label="Corner Radius (px)"
        value={c.cardBorderRadius}
        onChange={(value) => {
          set({ cardBorderRadius: value });
        }}
        isReadOnly={isReadOnly}
      />
      <ColourInput
        label="Card in List Colour"
        note="visible in the customer app"
        value={c.cardInListColour}
        onChange={(value) => {
          set({ cardInListColour: value });
        }}
        isReadOnly={isReadOnly}
      />
    </PanelSection>
  );
}

/** Card: the card's name, colours and corner radius. */
export const CardSection = memoSection(
  CardSectionView,
  ['title', 'backgroundColour', 'cardColour', 'cardBorderRadius', 'cardInListColour'],
  ['cardColour'],
);
