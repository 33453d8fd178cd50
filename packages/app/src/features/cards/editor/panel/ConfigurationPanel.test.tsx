import { buildCard, buildCardConfiguration, buildReward } from '@stampcard/api-client/testing';
import { ThemeProvider } from '@stampcard/ui/theme';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardDraft, UpdateCard } from '../types';
import { ConfigurationPanel } from './ConfigurationPanel';

// Counts the renders of the Stamps and Rewards sections through their icon fields.
const iconRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./IconField', () => ({
  unknownIconHint: 'Unknown icon',
  IconField: ({ label, value }: { label: string; value: string | null | undefined }) => {
    iconRenders.count += 1;
    return <output aria-label={label}>{value}</output>;
  },
}));

const card = buildCard({
  configuration: buildCardConfiguration({ rewards: [buildReward({ trigger: 5, isIcon: true, icon: 's-gift' })] }),
});

function renderPanel(draft: CardDraft, onUpdate: UpdateCard = vi.fn(), isReadOnly = false) {
  const view = render(
    <ThemeProvider>
      <ConfigurationPanel card={draft} onUpdate={onUpdate} isReadOnly={isReadOnly} contrastIssues={[]} />
    </ThemeProvider>,
  );
  const rerender = (next: CardDraft) => {
    view.rerender(
      <ThemeProvider>
        <ConfigurationPanel card={next} onUpdate={onUpdate} isReadOnly={isReadOnly} contrastIssues={[]} />
      </ThemeProvider>,
    );
  };
  return { rerender };
}

beforeEach(() => {
  iconRenders.count = 0;
});

describe('ConfigurationPanel', () => {
  it('shows every section expanded, each a heading with a disclosure button', () => {
    renderPanel(card);
    for (const name of ['Card', 'Title', 'Description', 'Card Reverse Side', 'Stamps', 'Rewards']) {
      const button = screen.getByRole('button', { name, expanded: true });
      expect(button.closest('h3')).not.toBeNull();
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeVisible();
    }
  });

  it('labels every field', () => {
    renderPanel(card);
    for (const role of ['textbox', 'spinbutton', 'switch'] as const) {
      for (const field of screen.getAllByRole(role)) expect(field).toHaveAccessibleName();
    }
  });

  it('sends one immutable recipe per change', () => {
    const onUpdate = vi.fn<UpdateCard>();
    renderPanel(card, onUpdate);
    fireEvent.change(screen.getByRole('textbox', { name: 'Card Colour' }), { target: { value: '#123456' } });
    expect(onUpdate).toHaveBeenCalledTimes(1);
    const recipe = onUpdate.mock.calls[0]?.[0];
    const next = recipe?.(card);
    expect(next?.configuration.cardColour).toBe('#123456');
    expect(card.configuration.cardColour).toBe('#FFFFFF');
  });

  it('re-renders only the sections whose properties changed', () => {
    const { rerender } = renderPanel(card);
    const first = iconRenders.count;
    expect(first).toBe(2);
    rerender({ ...card, configuration: { ...card.configuration, cardColour: '#000000' } });
    expect(iconRenders.count).toBe(first);
    rerender({ ...card, configuration: { ...card.configuration, cardColour: '#000000', stampIcon: 's-star' } });
    expect(iconRenders.count).toBe(first + 1);
  });

  it('is read-only: fields read-only, not disabled; Switch and reward controls hidden', () => {
    renderPanel(card, vi.fn(), true);
    const cardColour = screen.getByRole('textbox', { name: 'Card Colour' });
    expect(cardColour).toHaveAttribute('readonly');
    expect(cardColour).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Switch' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add reward' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete reward/ })).toBeNull();
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    expect(within(rewards).getByRole('spinbutton', { name: 'Trigger' })).toHaveAttribute('readonly');
  });

  it('says when a reward is beyond the last stamp', () => {
    const { rerender } = renderPanel(card);
    const trigger = () =>
      within(screen.getByRole('region', { name: 'Rewards' })).getByRole('spinbutton', { name: 'Trigger' });
    expect(trigger()).toHaveAccessibleDescription('The stamp position that earns it');
    rerender({ ...card, configuration: { ...card.configuration, totalNoOfStamps: 4 } });
    expect(trigger()).toHaveAccessibleDescription('Beyond the last stamp (4): the card does not show it.');
  });
});
