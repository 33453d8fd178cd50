import { normalizeCard } from '@stampcard/card-preview';
import { memo, useMemo } from 'react';
import styled from 'styled-components';
import type { ConfigurationPanelProps } from '../types';
import { CardSection } from './CardSection';
import { contrastWarnings } from './contrastWarnings';
import { DescriptionSection } from './DescriptionSection';
import { warningLines } from './fields';
import { ReverseSection } from './ReverseSection';
import { RewardsSection } from './RewardsSection';
import { StampsSection } from './StampsSection';
import { TitleOrLogoSection } from './TitleOrLogoSection';

const Root = styled.div`
  display: grid;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Other = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

/**
 * The card editor's configuration panel: collapsible sections Card (with the card's name), Title
 * or Logo, Description, Card Reverse Side, Stamps and Rewards, all expanded at first. Every change
 * goes through `onUpdate` as one immutable recipe; read-only makes every field read-only and hides the
 * Switch button and the Rewards controls. Contrast issues show as warnings under the colours
 * they concern. Sections are memoised on what they read, so a keystroke re-renders one section.
 */
export const ConfigurationPanel = memo(function ConfigurationPanel({
  card,
  onUpdate,
  isReadOnly,
  contrastIssues,
}: ConfigurationPanelProps) {
  const { configuration } = card;
  const warnings = useMemo(() => contrastWarnings(contrastIssues), [contrastIssues]);
  // Cheap: only the stamp count is read (as the preview reads it, clamped).
  const totalStamps = useMemo(
    () =>
      normalizeCard({ stamps: card.stamps, configuration: { totalNoOfStamps: configuration.totalNoOfStamps } }).stamps
        .total,
    [card.stamps, configuration.totalNoOfStamps],
  );
  const sectionProps = { configuration, onUpdate, isReadOnly, warnings: warnings.card };
  return (
    <Root data-component="ConfigurationPanel">
      {warnings.other.length > 0 ? <Other>{warningLines(warnings.other)}</Other> : null}
      <CardSection {...sectionProps} cardName={card.name} />
      <TitleOrLogoSection {...sectionProps} />
      <DescriptionSection {...sectionProps} />
      <ReverseSection {...sectionProps} />
      <StampsSection {...sectionProps} />
      <RewardsSection
        rewards={configuration.rewards}
        onUpdate={onUpdate}
        isReadOnly={isReadOnly}
        warnings={warnings.rewards}
        totalStamps={totalStamps}
      />
    </Root>
  );
});
