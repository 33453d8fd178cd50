import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('hands out several lines of text and counts them against the limit', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <TextArea label="Description" maxLength={40} showCharacterCount onChange={onChange} />
      </ThemeProvider>,
    );
    const textArea = screen.getByRole('textbox', { name: 'Description' });
    expect(textArea).toHaveAttribute('rows', '3');
    await userEvent.type(textArea, 'Ten stamps{Enter}One free coffee');
    expect(onChange).toHaveBeenLastCalledWith('Ten stamps\nOne free coffee');
    expect(screen.getByText('26/40')).toBeInTheDocument();
    expect(textArea).toHaveAccessibleDescription('26 of 40 characters');
  });

  it('marks an error and the required state', () => {
    render(
      <ThemeProvider>
        <TextArea label="Reverse text" isRequired errorMessage="Required" />
      </ThemeProvider>,
    );
    const textArea = screen.getByRole('textbox', { name: 'Reverse text' });
    expect(textArea).toBeRequired();
    expect(textArea).toHaveAccessibleErrorMessage('Required');
  });
});
