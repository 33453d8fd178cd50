import { useState, type ReactNode } from 'react';
import { createSaveLock, InlineEditGroupContext } from './useInlineSave';

export interface InlineEditGroupProps {
  /** The inline edits (and anything else) of one section. */
  children: ReactNode;
}

/**
 * Makes its inline edits save one at a time (spec B 4: "Only one field or section update can run
 * at a time; a second is ignored while one is in progress"), e.g. the name, description and image
 * of a business. Outside a group, each inline edit only ignores its own second save.
 */
export function InlineEditGroup({ children }: InlineEditGroupProps) {
  const [lock] = useState(createSaveLock);
  return <InlineEditGroupContext value={lock}>{children}</InlineEditGroupContext>;
}
