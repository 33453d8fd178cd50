/*
 * Stamps. Labels → properties: Number of Stamps → totalNoOfStamps, Stamps per Row → itemsPerRow,
 * Icon → stampIcon, Icon Size (px) → stampFontSize, Icon Colour → stampFontColour (the preview
 * draws the icon in stampFontColour, falling back to stampColour, which it otherwise ignores),
 * Background Colour → stampAreaColour, Corner Radius (px) → stampAreaBorderRadius, Height (px) →
 * stampAreaHeight, Width (px) → stampAreaWidth.
 */
import { CardConfiguration } from '@stampcard/api-client/limits';
import { ColourInput, PanelSection, PxInput } from './fields';
import { IconField } from './IconField';
import { memoSection, useSet, type SectionProps } from './section';

function StampsSectionView({ configuration: c, onUpdate, isReadOnly, warnings }: SectionProps) {
  const set = useSet(onUpdate);
  return (
    <PanelSection title="Stamps">
      <PxInput
        label="Number of Stamps"
        unit={null}
        value={c.totalNoOfStamps}
        onChange={(value) => {
          set({ totalNoOfStamps: value });
        }}
        minValue={CardConfiguration.totalNoOfStamps.minimum}
        maxValue={CardConfiguration.totalNoOfStamps.maximum}
        isReadOnly={isReadOnly}
      />
      <PxInput
        label="Stamps per Row"
        unit={null}
        value={c.itemsPerRow}
        onChange={(value) => {
          set({ itemsPerRow: value });
        }}
        minValue={1}
        isReadOnly={isReadOnly}
      />
      <IconField
        label="Icon"
        purpose="a stamp"
        value={c.stampIcon}
        onChange={(value) => {
          set({ stampIcon: value });
        }}
        isReadOnly={isReadOnly}
      />
      <PxInput
        label="Icon Size (px)"
        value={c.stampFontSize}
        onChange={(value) => {
          set({ stampFontSize: value });
        }}
        minValue={1}
        isReadOnly={isReadOnly}
      />
      <ColourInput
        label="Icon Colour"
        value={c.stampFontColour}
        onChange={(value) => {
          set({ stampFontColour: value });
        }}
        isReadOnly={isReadOnly}
        warnings={warnings.stampFontColour}
      />
      <ColourInput
        label="Background Colour"
        value={c.stampAreaColour}
        onChange={(value) => {
          set({ stampAreaColour: value });
        }}
        isReadOnly={isReadOnly}
        warnings={warnings.stampAreaColour}
      />
      <PxInput
        label="Corner Radius (px)"
        value={c.stampAreaBorderRadius}
        onChange={(value) => {
          set({ stampAreaBorderRadius: value });
        }}
        isReadOnly={isReadOnly}
      />
      <PxInput
        label="Height (px)"
        value={c.stampAreaHeight}
        onChange={(value) => {
          set({ stampAreaHeight: value });
        }}
        minValue={1}
        isReadOnly={isReadOnly}
      />
      <PxInput
        label="Width (px)"
        value={c.stampAreaWidth}
        onChange={(value) => {
          set({ stampAreaWidth: value });
        }}
        minValue={1}
        isReadOnly={isReadOnly}
      />
    </PanelSection>
  );
}

/** Stamps: how many, per row, their icon and the look of each stamp area. */
export const StampsSection = memoSection(
  StampsSectionView,
  [
    'totalNoOfStamps',
    'itemsPerRow',
    'stampIcon',
    'stampFontSize',
    'stampFontColour',
    'stampAreaColour',
    'stampAreaBorderRadius',
    'stampAreaHeight',
    'stampAreaWidth',
  ],
  ['stampFontColour', 'stampAreaColour'],
);
