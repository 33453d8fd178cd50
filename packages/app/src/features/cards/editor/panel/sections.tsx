/*
 * The panel's sections: each field's label → the card property it sets, as card-preview draws it
 * (model.ts `normalizeCard`):
 *
 *   Card:  Name → the card's `name` (ADR 009: the name under the card in lists, which defaults to
 *          the title; left empty it is saved as the title), Background
 *          Colour → backgroundColour, Card Colour → cardColour, Corner Radius (px) →
 *          cardBorderRadius, Card in List Colour → cardInListColour.
 *   Title: Title → title, Text Colour → textColour (the title's colour in the preview, a field of
 *          its own so a title contrast warning can be fixed), Font Size (px) →
 *          titleFontSize, Text Style → titleTextStyle, Alignment → titleAlignment.
 *   Logo:  Logo (upload) → logoEncodedString + logoMimeType (+ logoURL null), Logo Width (px) →
 *          logoWidth, Alignment → logoAlignment. Switch → titleDisplay / logoDisplay.
 *   Description: Display → descriptionDisplay, Description → description, Text Colour →
 *          descriptionColour, Font Size (px) → descriptionFontSize, Text Style →
 *          descriptionTextStyle, Alignment → descriptionAlignment.
 *   Card Reverse Side: Title → cardReverseTitle, Description → cardReverseText, Text Colour →
 *          cardReverseTextColour, Background Colour → cardReverseBackgroundColour.
 *   Stamps: Number of Stamps → totalNoOfStamps, Stamps per Row → itemsPerRow, Icon → stampIcon,
 *          Icon Size (px) → stampFontSize, Icon Colour → stampFontColour (the preview draws the
 *          icon in stampFontColour, falling back to stampColour, which it otherwise ignores),
 *          Background Colour → stampAreaColour, Corner Radius (px) → stampAreaBorderRadius,
 *          Height (px) → stampAreaHeight, Width (px) → stampAreaWidth.
 *
 * Each section is memoised on the configuration properties it reads (and its warnings), so a
 * keystroke re-renders only the section holding the field.
 */
import { MAX_STAMPS } from '@stampcard/card-preview';
import { Button } from '@stampcard/ui/Button';
import { Switch } from '@stampcard/ui/Switch';
import { TextArea } from '@stampcard/ui/TextArea';
import { TextField } from '@stampcard/ui/TextField';
import { VisuallyHidden } from '@stampcard/ui/theme';
import { memo, useId, type ComponentType } from 'react';
import type { CardConfiguration, UpdateCard } from '../types';
import { sameLines, type ContrastField } from './contrastWarnings';
import { AlignmentInput, ColourInput, PanelSection, PxInput, TextStyleInput } from './fields';
import { IconField } from './IconField';
import { LogoUpload } from './LogoUpload';
import { flipTitleAndLogo, setConfiguration, setName, showsTitle } from './recipes';

/** What every section gets: the configuration, the update function, read-only, its warnings. */
export interface SectionProps {
  configuration: CardConfiguration;
  onUpdate: UpdateCard;
  isReadOnly: boolean;
  warnings: Partial<Record<ContrastField, readonly string[]>>;
  /** The card's name (only the Card section shows it). */
  cardName?: string | null | undefined;
}

/**
 * Memoises a section on the configuration properties it reads and the warnings it shows: it
 * re-renders only when one of them, `onUpdate` or `isReadOnly` changes.
 */
export function memoSection(
  Component: ComponentType<SectionProps>,
  keys: readonly (keyof CardConfiguration)[],
  warningKeys: readonly ContrastField[] = [],
) {
  return memo(
    Component,
    (previous, next) =>
      previous.onUpdate === next.onUpdate &&
      previous.isReadOnly === next.isReadOnly &&
      previous.cardName === next.cardName &&
      keys.every((key) => previous.configuration[key] === next.configuration[key]) &&
      warningKeys.every((key) => sameLines(previous.warnings[key], next.warnings[key])),
  );
}

/** `set({ cardColour: '#FFFFFF' })`: one edit of the configuration. */
function useSet(onUpdate: UpdateCard) {
  return (patch: Partial<CardConfiguration>) => {
    onUpdate(setConfiguration(patch));
  };
}

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
        maxLength={200}
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

function TitleOrLogoSectionView({ configuration: c, onUpdate, isReadOnly, warnings }: SectionProps) {
  const set = useSet(onUpdate);
  const switchHelpId = useId();
  const isTitle = showsTitle(c);
  const hasLogo = (c.logoEncodedString ?? '').trim() !== '' || (c.logoURL ?? '').trim() !== '';
  const switchButton = isReadOnly ? undefined : (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-describedby={switchHelpId}
        onPress={() => {
          onUpdate(flipTitleAndLogo);
        }}
      >
        Switch
      </Button>
      <VisuallyHidden id={switchHelpId}>
        {isTitle ? 'Shows the logo instead of the title' : 'Shows the title instead of the logo'}
      </VisuallyHidden>
    </>
  );
  return (
    <PanelSection title={isTitle ? 'Title' : 'Logo'} actions={switchButton}>
      {isTitle ? (
        <>
          <TextField
            label="Title"
            value={c.title ?? ''}
            onChange={(value) => {
              set({ title: value });
            }}
            isReadOnly={isReadOnly}
          />
          <ColourInput
            label="Text Colour"
            value={c.textColour}
            onChange={(value) => {
              set({ textColour: value });
            }}
            isReadOnly={isReadOnly}
            warnings={warnings.textColour}
          />
          <PxInput
            label="Font Size (px)"
            value={c.titleFontSize}
            onChange={(value) => {
              set({ titleFontSize: value });
            }}
            minValue={1}
            isReadOnly={isReadOnly}
          />
          <TextStyleInput
            value={c.titleTextStyle}
            onChange={(value) => {
              set({ titleTextStyle: value });
            }}
            isReadOnly={isReadOnly}
          />
          <AlignmentInput
            value={c.titleAlignment}
            onChange={(value) => {
              set({ titleAlignment: value });
            }}
            isReadOnly={isReadOnly}
          />
        </>
      ) : (
        <>
          <LogoUpload hasLogo={hasLogo} encodedLogo={c.logoEncodedString} onUpdate={onUpdate} isReadOnly={isReadOnly} />
          <PxInput
            label="Logo Width (px)"
            value={c.logoWidth}
            onChange={(value) => {
              set({ logoWidth: value });
            }}
            minValue={1}
            isReadOnly={isReadOnly}
          />
          <AlignmentInput
            value={c.logoAlignment}
            onChange={(value) => {
              set({ logoAlignment: value });
            }}
            isReadOnly={isReadOnly}
          />
        </>
      )}
    </PanelSection>
  );
}

/** Title or Logo: exactly one shows; the Switch button flips them. */
export const TitleOrLogoSection = memoSection(
  TitleOrLogoSectionView,
  [
    'titleDisplay',
    'logoDisplay',
    'title',
    'textColour',
    'titleFontSize',
    'titleTextStyle',
    'titleAlignment',
    'logoEncodedString',
    'logoURL',
    'logoWidth',
    'logoAlignment',
  ],
  ['textColour'],
);

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

function ReverseSectionView({ configuration: c, onUpdate, isReadOnly, warnings }: SectionProps) {
  const set = useSet(onUpdate);
  return (
    <PanelSection title="Card Reverse Side">
      <TextField
        label="Title"
        value={c.cardReverseTitle ?? ''}
        onChange={(value) => {
          set({ cardReverseTitle: value });
        }}
        isReadOnly={isReadOnly}
      />
      <TextArea
        label="Description"
        value={c.cardReverseText ?? ''}
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
        minValue={1}
        maxValue={MAX_STAMPS}
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
