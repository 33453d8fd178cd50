import { ColorField } from '@stampcard/ui/ColorField';
import { NumberField } from '@stampcard/ui/NumberField';
import { SegmentedControl } from '@stampcard/ui/SegmentedControl';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Reward } from '../types';

/** A text style of the title, description or a reward. */
export type TextStyleName = NonNullable<Reward['textStyle']>[number];
/** A horizontal alignment. */
export type AlignmentName = 'left' | 'center' | 'right';

const WarningList = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text.warning};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

/** Warning lines (low contrast) under a field, as its description; `undefined` when there are none. */
export function warningLines(lines: readonly string[] | undefined): ReactNode {
  if (lines === undefined || lines.length === 0) return undefined;
  return (
    <WarningList data-part="contrast-warning">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </WarningList>
  );
}

interface ColourInputProps {
  label: string;
  value: string | null | undefined;
  /** Called with '#RRGGBB', or `null` when the field is emptied (the preview's default applies). */
  onChange: (value: string | null) => void;
  isReadOnly: boolean;
  /** Contrast warnings about this colour. */
  warnings?: readonly string[] | undefined;
  /** Help text, shown above any warnings. */
  note?: string;
}

/** A colour field (hex and swatch); an emptied field stores `null`. */
export function ColourInput({ label, value, onChange, isReadOnly, warnings, note }: ColourInputProps) {
  const warning = warningLines(warnings);
  const description =
    note === undefined ? (
      warning
    ) : (
      <>
        {note}
        {warning}
      </>
    );
  return (
    <ColorField
      label={label}
      value={value ?? ''}
      onChange={(next) => {
        onChange(next === '' ? null : next);
      }}
      isReadOnly={isReadOnly}
      description={description}
    />
  );
}

interface PxInputProps {
  label: string;
  value: number | null | undefined;
  /** Called with the number, or `undefined` when the field is emptied (the preview's default applies). */
  onChange: (value: number | undefined) => void;
  isReadOnly: boolean;
  /** Shown after the number; `null` for a count. @default 'px' */
  unit?: string | null;
  minValue?: number;
  maxValue?: number;
  description?: ReactNode;
}

/** A whole-number field, in px unless told otherwise; an emptied field removes the property. */
export function PxInput({
  label,
  value,
  onChange,
  isReadOnly,
  unit = 'px',
  minValue = 0,
  maxValue,
  description,
}: PxInputProps) {
  return (
    <NumberField
      label={label}
      value={value ?? null}
      onChange={(next) => {
        onChange(next ?? undefined);
      }}
      isReadOnly={isReadOnly}
      minValue={minValue}
      {...(maxValue === undefined ? {} : { maxValue })}
      {...(unit === null ? {} : { unit })}
      {...(description === undefined ? {} : { description })}
    />
  );
}

const textStyleOptions = [
  { id: 'bold', label: 'Bold' },
  { id: 'italic', label: 'Italic' },
  { id: 'underline', label: 'Underline' },
] as const;

const isTextStyle = (value: string): value is TextStyleName =>
  value === 'bold' || value === 'italic' || value === 'underline';

interface TextStyleInputProps {
  value: readonly TextStyleName[] | undefined;
  onChange: (value: TextStyleName[]) => void;
  isReadOnly: boolean;
}

/** Text Style: bold, italic and underline, any number of them. */
export function TextStyleInput({ value, onChange, isReadOnly }: TextStyleInputProps) {
  return (
    <SegmentedControl
      label="Text Style"
      selectionMode="multiple"
      options={textStyleOptions}
      value={value ?? []}
      onChange={(next) => {
        onChange(next.filter(isTextStyle));
      }}
      isReadOnly={isReadOnly}
    />
  );
}

const alignmentOptions = [
  { id: 'left', label: 'Left' },
  { id: 'center', label: 'Center' },
  { id: 'right', label: 'Right' },
] as const;

const isAlignment = (value: string | null): value is AlignmentName =>
  value === 'left' || value === 'center' || value === 'right';

interface AlignmentInputProps {
  value: AlignmentName | undefined;
  onChange: (value: AlignmentName) => void;
  isReadOnly: boolean;
}

/** Alignment: left, center or right (the preview centres when none is set). */
export function AlignmentInput({ value, onChange, isReadOnly }: AlignmentInputProps) {
  return (
    <SegmentedControl
      label="Alignment"
      options={alignmentOptions}
      value={value ?? 'center'}
      disallowEmptySelection
      onChange={(next) => {
        if (isAlignment(next)) onChange(next);
      }}
      isReadOnly={isReadOnly}
    />
  );
}

const Section = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
  padding-block: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

const Heading = styled.h3`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

const Disclosure = styled.button`
  display: flex;
  width: 100%;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    border-radius: ${({ theme }) => theme.radius.sm};
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
  &::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 120ms;
  }
  &[aria-expanded='false']::before {
    transform: rotate(-45deg);
  }
`;

/** The fields of a section, one under another. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};
  &[hidden] {
    display: none;
  }
`;

interface PanelSectionProps {
  /** The heading; it names the disclosure button and the section. */
  title: string;
  /** Controls beside the heading (e.g. the Switch button). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A collapsible section of the panel: a heading holding a disclosure button (aria-expanded,
 * aria-controls), expanded at first. Collapsed content stays mounted, only hidden.
 */
export function PanelSection({ title, actions, children }: PanelSectionProps) {
  const [isExpanded, setExpanded] = useState(true);
  const id = useId();
  const headingId = `${id}-heading`;
  const contentId = `${id}-content`;
  return (
    <Section aria-labelledby={headingId} data-section={title}>
      <Header>
        <Heading id={headingId}>
          <Disclosure
            type="button"
            aria-expanded={isExpanded}
            aria-controls={contentId}
            onClick={() => {
              setExpanded((expanded) => !expanded);
            }}
          >
            {title}
          </Disclosure>
        </Heading>
        {actions}
      </Header>
      <Fields id={contentId} hidden={!isExpanded}>
        {children}
      </Fields>
    </Section>
  );
}
