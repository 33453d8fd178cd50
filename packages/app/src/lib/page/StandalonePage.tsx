import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from './useDocumentTitle';

export interface StandalonePageProps {
  /** The document title ('{title} · Stampcard'). */
  title: string;
  children: ReactNode;
}

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.canvas};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.color.text.default};
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: center;
  width: min(100%, 520px);
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  text-align: center;
`;

const Wordmark = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.color.text.link};
`;

/**
 * A page outside the shell, for users the menu is not for (signing in and out, not authorized,
 * customers): the product name and one panel, centred.
 */
export function StandalonePage({ title, children }: StandalonePageProps) {
  useDocumentTitle(title);
  return (
    <Main>
      <Panel>
        <Wordmark>Stampcard</Wordmark>
        {children}
      </Panel>
    </Main>
  );
}
