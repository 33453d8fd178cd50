/*
 * Rewards. Labels → Reward properties: Trigger → trigger (the stamp position),
 * Title → title, Shows (Icon / Text) → isIcon, Icon → icon, Text → text, Font Size (px) →
 * fontSize, Font Colour → fontColour, Background Colour → backgroundColour, Corner Radius (px) →
 * borderRadius, Padding Top/Right/Bottom/Left (px) → paddingTop/Right/Bottom/Left, Text Style →
 * textStyle.
 */
import { Reward as rewardLimits } from '@stampcard/api-client/limits';
import { Button } from '@stampcard/ui/Button';
import { EmptyState } from '@stampcard/ui/EmptyState';
import { SegmentedControl } from '@stampcard/ui/SegmentedControl';
import { TextField } from '@stampcard/ui/TextField';
import { memo, useId } from 'react';
import styled from 'styled-components';
import type { Reward, UpdateCard } from '../types';
import { rewardTriggerKey, sameLines } from './contrastWarnings';
import { ColourInput, PanelSection, PxInput, TextStyleInput } from './fields';
import { IconField } from './IconField';
import { addReward, removeReward, updateReward } from './recipes';

/** The empty state's text. */
export const noRewardsText = 'no rewards';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const ItemHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

const ItemHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Paddings = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const contentOptions = [
  { id: 'icon', label: 'Icon' },
  { id: 'text', label: 'Text' },
] as const;

interface RewardEditorProps {
  reward: Reward;
  index: number;
  onUpdate: UpdateCard;
  isReadOnly: boolean;
  /** Contrast warnings about this reward's colours. */
  warnings: readonly string[] | undefined;
  /** The card's number of stamps: a trigger beyond it is never reached. */
  totalStamps: number;
}

function RewardEditorView({ reward, index, onUpdate, isReadOnly, warnings, totalStamps }: RewardEditorProps) {
  const headingId = useId();
  const set = (patch: Partial<Reward>) => {
    onUpdate(updateReward(index, patch));
  };
  const isIcon = reward.isIcon ?? Boolean(reward.icon);
  const name = `Reward ${index + 1}`;
  return (
    <Item aria-labelledby={headingId}>
      <ItemHeader>
        <ItemHeading id={headingId}>{`${name}: stamp ${reward.trigger ?? 1}`}</ItemHeading>
        {isReadOnly ? null : (
          <Button
            variant="negative"
            size="small"
            aria-label={`Delete reward ${index + 1}`}
            onPress={() => {
              onUpdate(removeReward(index));
            }}
          >
            Delete
          </Button>
        )}
      </ItemHeader>
      <PxInput
        label="Trigger"
        unit={null}
        description={
          rewardTriggerKey(reward.trigger) > totalStamps
            ? `Beyond the last stamp (${totalStamps}): the card does not show it.`
            : 'The stamp position that earns it'
        }
        value={reward.trigger}
        onChange={(value) => {
          set({ trigger: value });
        }}
        minValue={1}
        isReadOnly={isReadOnly}
      />
      <TextField
        label="Title"
        value={reward.title ?? ''}
        maxLength={rewardLimits.title.maxLength}
        onChange={(value) => {
          set({ title: value });
        }}
        isReadOnly={isReadOnly}
      />
      <SegmentedControl
        label="Shows"
        options={contentOptions}
        value={isIcon ? 'icon' : 'text'}
        disallowEmptySelection
        onChange={(value) => {
          if (value !== null) set({ isIcon: value === 'icon' });
        }}
        isReadOnly={isReadOnly}
      />
      {isIcon ? (
        <IconField
          label="Icon"
          purpose="a reward"
          value={reward.icon}
          onChange={(value) => {
            set({ icon: value });
          }}
          isReadOnly={isReadOnly}
        />
      ) : (
        <TextField
          label="Text"
          value={reward.text ?? ''}
          maxLength={rewardLimits.text.maxLength}
          onChange={(value) => {
            set({ text: value });
          }}
          isReadOnly={isReadOnly}
        />
      )}
      <PxInput
        label="Font Size (px)"
        value={reward.fontSize}
        onChange={(value) => {
          set({ fontSize: value });
        }}
        minValue={1}
        isReadOnly={isReadOnly}
      />
      <ColourInput
        label="Font Colour"
        value={reward.fontColour}
        onChange={(value) => {
          set({ fontColour: value });
        }}
        isReadOnly={isReadOnly}
        warnings={warnings}
      />
      <ColourInput
        label="Background Colour"
        value={reward.backgroundColour}
        onChange={(value) => {
          set({ backgroundColour: value });
        }}
        isReadOnly={isReadOnly}
        warnings={warnings}
      />
      <PxInput
        label="Corner Radius (px)"
        value={reward.borderRadius}
        onChange={(value) => {
          set({ borderRadius: value });
        }}
        isReadOnly={isReadOnly}
      />
      <Paddings>
        <PxInput
          label="Padding Top (px)"
          value={reward.paddingTop}
          onChange={(value) => {
            set({ paddingTop: value });
          }}
          isReadOnly={isReadOnly}
        />
        <PxInput
          label="Padding Right (px)"
          value={reward.paddingRight}
          onChange={(value) => {
            set({ paddingRight: value });
          }}
          isReadOnly={isReadOnly}
        />
        <PxInput
          label="Padding Bottom (px)"
          value={reward.paddingBottom}
          onChange={(value) => {
            set({ paddingBottom: value });
          }}
          isReadOnly={isReadOnly}
        />
        <PxInput
          label="Padding Left (px)"
          value={reward.paddingLeft}
          onChange={(value) => {
            set({ paddingLeft: value });
          }}
          isReadOnly={isReadOnly}
        />
      </Paddings>
      <TextStyleInput
        value={reward.textStyle}
        onChange={(value) => {
          set({ textStyle: value });
        }}
        isReadOnly={isReadOnly}
      />
    </Item>
  );
}

/** One reward's fields, memoised on the reward, its place and its warnings. */
const RewardEditor = memo(
  RewardEditorView,
  (previous, next) =>
    previous.reward === next.reward &&
    previous.index === next.index &&
    previous.onUpdate === next.onUpdate &&
    previous.isReadOnly === next.isReadOnly &&
    previous.totalStamps === next.totalStamps &&
    sameLines(previous.warnings, next.warnings),
);

interface RewardsSectionProps {
  rewards: readonly Reward[] | undefined;
  onUpdate: UpdateCard;
  isReadOnly: boolean;
  /** Contrast warnings by reward trigger. */
  warnings: ReadonlyMap<number, readonly string[]>;
  /** The card's number of stamps, as the preview reads it. */
  totalStamps: number;
}

function RewardsSectionView({ rewards = [], onUpdate, isReadOnly, warnings, totalStamps }: RewardsSectionProps) {
  const addButton = isReadOnly ? undefined : (
    <Button
      variant="secondary"
      size="small"
      onPress={() => {
        onUpdate(addReward);
      }}
    >
      Add reward
    </Button>
  );
  return (
    <PanelSection title="Rewards" actions={addButton}>
      {rewards.length === 0 ? (
        <EmptyState title={noRewardsText} headingLevel={4} />
      ) : (
        <List>
          {rewards.map((reward, index) => (
            // Rewards have no id: the list position is their identity.
            <RewardEditor
              key={index}
              reward={reward}
              index={index}
              onUpdate={onUpdate}
              isReadOnly={isReadOnly}
              warnings={warnings.get(rewardTriggerKey(reward.trigger))}
              totalStamps={totalStamps}
            />
          ))}
        </List>
      )}
    </PanelSection>
  );
}

/** Rewards: the list, newest at the top; add and delete hidden when read-only. */
export const RewardsSection = memo(
  RewardsSectionView,
  (previous, next) =>
    previous.rewards === next.rewards &&
    previous.totalStamps === next.totalStamps &&
    previous.onUpdate === next.onUpdate &&
    previous.isReadOnly === next.isReadOnly &&
    previous.warnings.size === next.warnings.size &&
    [...next.warnings].every(([trigger, lines]) => sameLines(previous.warnings.get(trigger), lines)),
);
