/*
 * Title or Logo. Labels → properties: Title → title, Text Colour → textColour (the title's colour
 * in the preview, a field of its own so a title contrast warning can be fixed), Font Size (px) →
 * titleFontSize, Text Style → titleTextStyle, Alignment → titleAlignment; Logo (upload) →
 * logoEncodedString + logoMimeType (+ logoURL null), Logo Width (px) → logoWidth, Alignment →
 * logoAlignment. Switch → titleDisplay / logoDisplay.
 */
import { CardConfiguration } from '@stampcard/api-client/limits';
import { Button } from '@stampcard/ui/Button';
import { TextField } from '@stampcard/ui/TextField';
import { VisuallyHidden } from '@stampcard/ui/theme';
import { useId } from 'react';
import { AlignmentInput, ColourInput, PanelSection, PxInput, TextStyleInput } from './fields';
import { LogoUpload } from './LogoUpload';
import { flipTitleAndLogo, showsTitle } from './recipes';
import { memoSection, useSet, type SectionProps } from './section';

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
            maxLength={CardConfiguration.title.maxLength}
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
