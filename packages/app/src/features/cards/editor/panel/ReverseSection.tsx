/*
 * Card Reverse Side. Labels → properties: Title → cardReverseTitle, Description → cardReverseText,
 * Text Colour → cardReverseTextColour, Background Colour → cardReverseBackgroundColour.
 */
import { CardConfiguration } from '@stampcard/api-client/limits';
import { TextArea } from '@stampcard/ui/TextArea';
import { TextField } from '@stampcard/ui/TextField';
import { ColourInput, PanelSection } from './fields';
import { memoSection, useSet, type SectionProps } from './section';

function ReverseSectionView({ configuration: c, onUpdate, isReadOnly, warnings }: SectionProps) {
  const set = useSet(onUpdate);
  return (
    <PanelSection title="Card Reverse Side">
      <TextField
        label="Title"
        value={c.cardReverseTitle ?? ''}
        maxLength={CardConfiguration.cardReverseTitle.maxLength}
        onChange={(value) => {
          set({ cardReverseTitle: value });
        }}
        isReadOnly={isReadOnly}
      />
      <TextArea
        label="Description"
        value={c.cardReverseText ?? ''}
        maxLength={CardConfiguration.cardReverseText.maxLength}
        onChange={(value) => {
          set({ cardReverseText: value });
        }}
        isReadOnly={isReadOnly}
      />
      <ColourInput
        label="Text Colour"
        value={c.cardReverseTextColour}
        onChange={(value) => {
          set({ cardReverseTextColour: value });
        }}
        isReadOnly={isReadOnly}
        warnings={warnings.cardReverseTextColour}
      />
      <ColourInput
        label="Background Colour"
        value={c.cardReverseBackgroundColour}
        onChange={(value) => {
          set({ cardReverseBackgroundColour: value });
        }}
        isReadOnly={isReadOnly}
        warnings={warnings.cardReverseBackgroundColour}
      />
    </PanelSection>
  );
}

/** Card Reverse Side: the back's title, text and colours. */
export const ReverseSection = memoSection(
  ReverseSectionView,
  ['cardReverseTitle', 'cardReverseText', 'cardReverseTextColour', 'cardReverseBackgroundColour'],
  ['cardReverseTextColour', 'cardReverseBackgroundColour'],
);
