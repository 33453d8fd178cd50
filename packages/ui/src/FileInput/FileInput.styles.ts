import styled from 'styled-components';

/** The box holding the choose button, the chosen file's name and Remove; files can be dropped on it. */
export const DropZone = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  transition: background-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};

  /* The buttons keep their size; a long file name is cut short instead. */
  & > [data-part='choose'],
  & > [data-part='remove'] {
    flex: none;
  }
  &[data-drop-target] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.border.focus};
    background: ${({ theme }) => theme.color.bg.tintInfo};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.border.critical};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }
  &[data-readonly] {
    background: ${({ theme }) => theme.color.bg.canvas};
  }
`;

export const FileName = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-empty] {
    color: ${({ theme }) => theme.color.text.subdued};
  }
`;
