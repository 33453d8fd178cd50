import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
`;

export interface DetailsCardProps {
  /** The heading; it names the card's region, e.g. 'Stores'. */
  readonly title: string;
  /** A control beside the heading, e.g. the Details link to the whole list. */
  readonly action?: ReactNode;
  /** Whether there is nothing to list: `emptyText` replaces the content. */
  readonly isEmpty?: boolean;
  /** What an empty card says, e.g. 'No stores'. */
  readonly emptyText?: string;
  readonly children?: ReactNode;
}

/**
 * A titled card of a details page (the stores, cards and staff below a business or a store): a
 * region named by its heading, a control beside it, its entries or its empty text.
 */
export function DetailsCard({ title, action, isEmpty = false, emptyText, children }: DetailsCardProps) {
  const headingId = `details-card${useId()}`;
  return (
    <Section aria-labelledby={headingId} data-component="DetailsCard" data-state={isEmpty ? 'empty' : 'content'}>
      <Header>
        <Title id={headingId}>{title}</Title>
        {action}
      </Header>
      {isEmpty ? <EmptyText>{emptyText}</EmptyText> : children}
    </Section>
  );
}
