import { useState, type ReactNode } from 'react';
import { createSaveLock, InlineEditGroupContext } from './useInlineSave';

export interface InlineEditGroupProps {
  /** The inline edits (and anything else) of one section. */
  children: ReactNode;
}

/**
 * Makes its inline edits save one at a time (while one saves, a second is ignored), e.g. the
 * name, description and image of a project. Outside a group, each inline edit only ignores its own second save.
 */
export function InlineEditGroup({ children }: InlineEditGroupProps) {
  const [lock] = useState(createSaveLock);
  return <InlineEditGroupContext value={lock}>{children}</InlineEditGroupContext>;
}
