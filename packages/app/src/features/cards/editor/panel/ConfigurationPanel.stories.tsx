import { buildCard, buildCardConfiguration, buildReward } from '@stampcard/api-client/testing';
import { contrastIssues } from '@stampcard/card-preview';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CardDraft, UpdateCard } from '../types';
import { ConfigurationPanel } from './ConfigurationPanel';
import { unknownIconHint } from './IconField';
import { sampleImageBytes, sampleImageFile } from '@stampcard/ui/testing';

const body = within(document.body);

/** A coffee shop's card, showing its title, with rewards at stamps 5 and 9. */
const coffeeCard = buildCard({
  loyaltyCardID: 7,
  name: 'Coffee card',
  configuration: buildCardConfiguration({
    title: 'Coffee card',
    description: 'Collect nine stamps',
    rewards: [
      buildReward({ trigger: 5, title: 'Free pastry' }),
      buildReward({ trigger: 9, title: 'Free coffee', isIcon: false, text: 'FREE' }),
    ],
  }),
});

const logoCard: CardDraft = {
  ...coffeeCard,
  configuration: { ...coffeeCard.configuration, titleDisplay: false, logoDisplay: true },
};

// The sample PNG as the card stores it.
const pngBase64 = btoa(String.fromCharCode(...sampleImageBytes.png));

interface PanelHarnessProps {
  /** The card at first. */
  card: CardDraft;
  isReadOnly: boolean;
  /** Spy: called with every recipe. */
  onUpdate: UpdateCard;
}

/** The panel with its card in state (recipes applied), the contrast issues and a summary of the state. */
function PanelHarness({ card, isReadOnly, onUpdate }: PanelHarnessProps) {
  const [draft, setDraft] = useState(card);
  const update = useCallback<UpdateCard>(
    (recipe) => {
      onUpdate(recipe);
      setDraft(recipe);
    },
    [onUpdate],
  );
  const issues = useMemo(() => contrastIssues(draft), [draft]);
  const { configuration } = draft;
  const header = (configuration.titleDisplay ?? false) ? 'title' : 'logo';
  const rewards = (configuration.rewards ?? []).map((reward) => reward.trigger ?? 1).join(', ') || 'none';
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <p role="status" aria-label="Card state" style={{ margin: 0, fontSize: 12, overflowWrap: 'anywhere' }}>
        <code>{`Card colour ${configuration.cardColour ?? 'none'}; shows ${header}; logo ${configuration.logoMimeType ?? 'none'} ${configuration.logoEncodedString ?? ''}; stamp icon ${configuration.stampIcon ?? 'none'}; rewards at ${rewards}`}</code>
      </p>
      <ConfigurationPanel card={draft} onUpdate={update} isReadOnly={isReadOnly} contrastIssues={issues} />
    </div>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'App/Cards/Configuration panel',
  component: PanelHarness,
  parameters: { layout: 'padded' },
  args: { card: coffeeCard, isReadOnly: false, onUpdate: fn() },
} satisfies Meta<typeof PanelHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionNames = ['Card', 'Title', 'Description', 'Card Reverse Side', 'Stamps', 'Rewards'];

/** Every section expanded at first; typing a colour updates the card on every keystroke. */
export const Editable: Story = {
  play: async ({ args, canvas }) => {
    for (const name of sectionNames) {
      await expect(canvas.getByRole('button', { name, expanded: true })).toBeVisible();
    }
    const cardColour = canvas.getByRole('textbox', { name: 'Card Colour' });
    await userEvent.clear(cardColour);
    await userEvent.type(cardColour, '#FFF8E7');
    await expect(args.onUpdate).toHaveBeenCalled();
    await expect(canvas.getByRole('status', { name: 'Card state' })).toHaveTextContent('Card colour #FFF8E7');
    await expect(canvas.getByText('visible in the customer app')).toBeVisible();

    // A section collapses and expands with its disclosure button.
    const stamps = canvas.getByRole('button', { name: 'Stamps' });
    await userEvent.click(stamps);
    await expect(stamps).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('spinbutton', { name: 'Number of Stamps' })).toBeNull();
    await userEvent.click(stamps);
    await expect(canvas.getByRole('spinbutton', { name: 'Number of Stamps' })).toHaveValue('9');
  },
};

/** Read-only (no update permission): fields read-only but focusable; Switch and Rewards controls hidden. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvas }) => {
    const cardColour = canvas.getByRole('textbox', { name: 'Card Colour' });
    await expect(cardColour).toHaveAttribute('readonly');
    await expect(cardColour).toBeEnabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Number of Stamps' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('switch', { name: 'Display' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Switch' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add reward' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete reward/u })).toBeNull();
    await userEvent.type(cardColour, '#000000');
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** The title shows: its fields; the Switch flips the heading to Logo and back. */
export const TitleMode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Title' })).toBeVisible();
    const title = within(canvas.getByRole('region', { name: 'Title' }));
    await expect(title.getByRole('spinbutton', { name: 'Font Size (px)' })).toHaveValue('50');
    await expect(title.getByRole('radio', { name: 'Center' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch' }));
    await expect(canvas.getByRole('heading', { name: 'Logo' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Title' })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Card state' })).toHaveTextContent('shows logo');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch' }));
    await expect(canvas.getByRole('heading', { name: 'Title' })).toBeVisible();
  },
};

/** The logo shows: upload, width and alignment; a PNG is stored as base64 with its type in one edit. */
export const LogoMode: Story = {
  args: { card: logoCard },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Logo' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Logo Width (px)' })).toHaveValue('200');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('No file input');
    await userEvent.upload(input, sampleImageFile('png', 'logo.png'));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Card state' })).toHaveTextContent(`logo image/png ${pngBase64}`),
    );
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('logo.png')).toBeVisible();
  },
};

/** A file that is not a PNG or JPEG by content, cut short, or too large, is refused and changes nothing. */
export const ImageRefused: Story = {
  args: { card: logoCard },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('No file input');
    const logo = canvas.getByRole('button', { name: 'Logo Choose image' });
    await userEvent.upload(input, new File(['%PDF-1.7 not an image'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(logo).toHaveAccessibleErrorMessage('Only PNG or JPEG images can be uploaded.'));
    await userEvent.upload(input, sampleImageFile('jpegWithoutEnd', 'logo.jpg'));
    await waitFor(() =>
      expect(logo).toHaveAccessibleErrorMessage('The image is incomplete or damaged: choose another file.'),
    );
    const tooLarge = new File([sampleImageBytes.png, new Uint8Array(1024 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, tooLarge);
    await waitFor(() => expect(logo).toHaveAccessibleErrorMessage('The image is too large: use one of at most 1 MB.'));
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status', { name: 'Card state' })).toHaveTextContent('logo none');
  },
};

/** No rewards: the empty state; the add button puts a reward with the default values there. */
export const NoRewards: Story = {
  args: { card: { ...coffeeCard, configuration: { ...coffeeCard.configuration, rewards: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('no rewards')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add reward' }));
    await expect(canvas.queryByText('no rewards')).toBeNull();
    const reward = canvas.getByRole('listitem', { name: 'Reward 1: stamp 1' });
    await expect(within(reward).getByRole('spinbutton', { name: 'Font Size (px)' })).toHaveValue('14');
    await expect(within(reward).getByRole('textbox', { name: 'Font Colour' })).toHaveValue('#000000');
  },
};

/** The rewards list: a new reward goes to the top; each can be deleted. */
export const Rewards: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby'))).toHaveLength(2);
    await expect(canvas.getByRole('listitem', { name: 'Reward 1: stamp 5' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add reward' }));
    await expect(canvas.getByRole('status', { name: 'Card state' })).toHaveTextContent('rewards at 1, 5, 9');
    await expect(canvas.getByRole('listitem', { name: 'Reward 1: stamp 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete reward 2' }));
    await expect(canvas.getByRole('status', { name: 'Card state' })).toHaveTextContent('rewards at 1, 9');
    const third = canvas.getByRole('listitem', { name: 'Reward 2: stamp 9' });
    await expect(within(third).getByRole('textbox', { name: 'Text' })).toHaveValue('FREE');
  },
};

/** Low-contrast colours: a warning under each colour concerned. */
export const ContrastWarnings: Story = {
  args: {
    card: {
      ...coffeeCard,
      configuration: {
        ...coffeeCard.configuration,
        stampFontColour: '#BBBBBB',
        stampAreaColour: '#AAAAAA',
        descriptionColour: '#CCCCCC',
      },
    },
  },
  play: async ({ canvas }) => {
    const iconColour = canvas.getByRole('textbox', { name: 'Icon Colour' });
    await expect(iconColour).toHaveAccessibleDescription(/^Low contrast: 1\.\d:1, needs 3:1$/u);
    const descriptionColour = within(canvas.getByRole('region', { name: 'Description' })).getByRole('textbox', {
      name: 'Text Colour',
    });
    await expect(descriptionColour).toHaveAccessibleDescription(/Low contrast: 1\.\d:1, needs 3:1/u);
    await expect(canvas.getByRole('textbox', { name: 'Card Colour' })).toHaveAccessibleDescription(
      /Low contrast \(description on card colour\)/u,
    );
    // Fixing the colour removes the warning.
    await userEvent.clear(iconColour);
    await userEvent.type(iconColour, '#000000');
    await expect(iconColour).not.toHaveAccessibleDescription(/Low contrast/u);
  },
};

/** The icon picker beside the code: searching and choosing sets the code; an unknown code is hinted. */
export const IconPicker: Story = {
  play: async ({ canvas }) => {
    const stamps = within(canvas.getByRole('region', { name: 'Stamps' }));
    const picker = stamps.getByRole('combobox', { name: 'Find a stamp icon' });
    await userEvent.type(picker, 'mug hot');
    // The icon names load with the picker's first use: on a busy machine, more than a second.
    const loading = { timeout: 5_000 };
    const listbox = await body.findByRole('listbox', { name: 'Find a stamp icon' }, loading);
    await userEvent.click(await within(listbox).findByRole('option', { name: 'Mug hot' }, loading));
    const code = stamps.getByRole('textbox', { name: 'Icon' });
    await expect(code).toHaveValue('s-mug-hot');
    await expect(canvas.getByRole('status', { name: 'Card state' })).toHaveTextContent('stamp icon s-mug-hot');
    await userEvent.clear(code);
    await userEvent.type(code, 'l-no-such-icon');
    await waitFor(() => expect(code).toHaveAccessibleDescription(unknownIconHint));
    await userEvent.clear(code);
    await userEvent.type(code, 's-star');
    await expect(code).not.toHaveAccessibleDescription(unknownIconHint);
  },
};
