/*
 * What the panel's sections share. Each section is memoised on the configuration properties it
 * reads (and its warnings), so a keystroke re-renders only the section holding the field. Their
 * fields set the card properties as card-preview draws them (model.ts `normalizeCard`).
 */
import { memo, type ComponentType } from 'react';
import type { CardConfiguration, UpdateCard } from '../types';
import { sameLines, type ContrastField } from './contrastWarnings';
import { setConfiguration } from './recipes';

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
export function useSet(onUpdate: UpdateCard) {
  return (patch: Partial<CardConfiguration>) => {
    onUpdate(setConfiguration(patch));
  };
}
