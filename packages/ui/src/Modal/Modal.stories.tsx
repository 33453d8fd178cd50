import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, ModalTrigger } from './Modal';

const body = within(document.body);

function getBackdrop(): HTMLElement {
  const backdrop = document.querySelector<HTMLElement>('[data-component="Modal.Backdrop"]');
  if (backdrop === null) throw new Error('The modal backdrop is not rendered.');
  return backdrop;
}

const meta = {
  tags: ['reflow'],
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Store categories',
    children: 'Choose the categories customers can find this store under.',
    actions: ({ close }) => (
      <Button variant="primary" onPress={close}>
        Done
      </Button>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    width: { control: { type: 'number', min: 240, step: 20 } },
    isDismissable: { control: 'boolean' },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    children: { control: 'text' },
    actions: { control: false },
  },
  // The modal opens from a trigger, as in the product; stories that need it open start it open.
  render: (args) => (
    <ModalTrigger onOpenChange={args.onOpenChange}>
      <Button>Open modal</Button>
      <Modal {...args} onOpenChange={undefined} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Store categories' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Focus is trapped: tabbing past the last control comes back inside (a frame later: focus
    // passes through the trap's hidden guard element, which sends it back to the first control).
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { width: 600, isDismissable: true, role: 'dialog' },
};

export const BackdropClick: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Store categories' });

    // A click inside the modal keeps it open; a click on the backdrop closes it.
    await userEvent.click(dialog);
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(getBackdrop());
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NotDismissable: Story = {
  args: {
    title: 'Select the store’s manager',
    children: 'Escape and the backdrop do nothing here: only Done closes this modal.',
    isDismissable: false,
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Select the store’s manager' });

    await userEvent.keyboard('{Escape}');
    await userEvent.click(getBackdrop());
    await expect(dialog).toBeInTheDocument();

    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger a frame after the modal unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const paragraphs = Array.from(
  { length: 30 },
  (_, index) =>
    `Paragraph ${index + 1}. Customers collect a stamp with every purchase; a full card earns the reward set for the store.`,
);

export const LongContent: Story = {
  args: {
    title: 'Terms of the loyalty programme',
    children: (
      <>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const dialog = await body.findByRole('dialog', { name: 'Terms of the loyalty programme' });

    // The content scrolls inside the modal, which fits the viewport (once its entrance, a short
    // rise, has ended); title and Done stay in view.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await waitFor(() => expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    dialog.scrollTop = dialog.scrollHeight;
    const done = body.getByRole('button', { name: 'Done' });
    const dialogBox = dialog.getBoundingClientRect();
    await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(dialogBox.bottom);
    const title = body.getByRole('heading', { name: 'Terms of the loyalty programme' });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(dialogBox.top);

    await userEvent.click(done);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * On a phone the modal is a sheet over the whole screen (nothing of the page behind peeks out to be
 * tapped by mistake); a long content scrolls inside, its actions (Done) in view at the bottom the
 * whole time.
 */
export const SheetOnPhone: Story = {
  args: LongContent.args,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const dialog = await body.findByRole('dialog', { name: 'Terms of the loyalty programme' });
    const panel = dialog.closest<HTMLElement>('[data-component="Modal"]');
    if (panel === null) throw new Error('No modal panel');
    // Once its entrance (a short rise) has ended.
    await waitFor(() => expect(panel.getBoundingClientRect().left).toBe(0));
    const box = panel.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.width).toBe(document.documentElement.clientWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    // Done is on screen before any scroll, and stays there at the end of the content.
    const done = body.getByRole('button', { name: 'Done' });
    await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    dialog.scrollTop = dialog.scrollHeight;
    await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Controlled: Story = {
  args: { isOpen: true, title: 'Open from the start' },
  // Controlled by its own props, without a trigger (the parent owns the state).
  render: (args) => <Modal {...args} />,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Open from the start' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The width prop where the screen has room for it; on a phone a modal is a sheet as wide as the screen. */
export const CustomWidth: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { width: 320, title: 'A narrow modal' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    await body.findByRole('dialog', { name: 'A narrow modal' });
    // offsetWidth: the layout width, unaffected by the opening animation's scale.
    const panel = document.querySelector<HTMLElement>('[data-component="Modal"]');
    await expect(panel?.offsetWidth).toBe(320);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
