/*
 * Description. Labels → properties: Display → descriptionDisplay, Description → description, Text
 * Colour → descriptionColour, Font Size (px) → descriptionFontSize, Text Style →
 * descriptionTextStyle, Alignment → descriptionAlignment.
 */
import { CardConfiguration } from '@stampcard/api-client/limits';
import { Switch } from '@stampcard/ui/Switch';
import { TextArea } from '@stampcard/ui/TextArea';
import { AlignmentInput, ColourInput, PanelSection, PxInput, TextStyleInput } from './fields';
import { memoSection, useSet, type SectionProps } from './section';

function DescriptionSectionView({ configuration: c, onUpdate, isReadOnly, warnings }: SectionProps) {
  const set = useSet(onUpdate);
  return (
    <PanelSection title="Description">
      <Switch
        label="Display"
        isSelected={c.descriptionDisplay ?? true}
        onChange={(value) => {
          set({ descriptionDisplay: value });
        }}
        isReadOnly={isReadOnly}
      />
      <TextArea
        label="Description"
        value={c.description ?? ''}
        maxLength={CardConfiguration.description.maxLength}
        onChange={(value) => {
          set({ description: value });
        }}
        isReadOnly={isReadOnly}
      />
      <ColourInput
        label="Text Colour"
        value={c.descriptionColour}
        onChange={(value) => {
          set({ descriptionColour: value });
        }}
        isReadOnly={isReadOnly}
        warnings={warnings.descriptionColour}
      />
      <PxInput
        label="Font Size (px)"
        value={c.descriptionFontSize}
        onChange={(value) => {
          set({ descriptionFontSize: value });
        }}
        minValue={1}
        isReadOnly={isReadOnly}
      />
      <TextStyleInput
        value={c.descriptionTextStyle}
        onChange={(value) => {
          set({ descriptionTextStyle: value });
        }}
        isReadOnly={isReadOnly}
      />
      <AlignmentInput
        value={c.descriptionAlignment}
        onChange={(value) => {
          set({ descriptionAlignment: value });
        }}
        isReadOnly={isReadOnly}
      />
    </PanelSection>
  );
}

/** Description: shown or not, its text, colour, size, style and alignment. */
export const DescriptionSection = memoSection(
  DescriptionSectionView,
  [
    'descriptionDisplay',
    'description',
    'descriptionColour',
    'descriptionFontSize',
    'descriptionTextStyle',
    'descriptionAlignment',
  ],
  ['descriptionColour'],
);
