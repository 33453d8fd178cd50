import { Modal } from '@stampcard/ui/Modal';
import styled from 'styled-components';

/** The flow takes the whole screen (up to a wide desktop's 1200 px): a review needs the room. */
export const FullScreenModal = styled(Modal)`
  height: 100%;

  /* The dialog fills the panel, so its actions stay at the bottom edge whatever the step. */
  & > [role='dialog'] {
    flex: 1 1 auto;
  }
`;

export const StepLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.lg};
`;

export const DropZone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 2px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.canvas};

  &[data-drop-target] {
    border-color: ${({ theme }) => theme.color.border.focus};
    background: ${({ theme }) => theme.color.bg.tintInfo};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.tintCritical};
  color: ${({ theme }) => theme.color.text.critical};
`;

export const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.tintWarning};

  & > p {
    margin: 0;
  }
`;

export const ColumnCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ColumnCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

export const Samples = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text.subdued};

  & > li {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const ProgressBar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.color.bg.fillBrand};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > :last-child {
    margin-inline-start: auto;
    flex: 0 1 320px;
  }

  /* A phone: the filter takes its own line, all of it. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}px) {
    & > :last-child {
      flex: 1 1 100%;
      margin-inline-start: 0;
    }
  }
`;

/** The review table's scroll box: its own scroll, so only the rows in view are in the page. */
export const TableScroll = styled.div`
  height: min(60vh, 560px);
  min-height: 240px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  overscroll-behavior: contain;
`;

export const TableGrid = styled.div`
  position: relative;
  min-width: max-content;
`;

export const HeaderRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: grid;
  grid-template-columns: var(--import-columns);
  background: ${({ theme }) => theme.color.bg.canvas};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};

  & > div {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

export const Row = styled.div`
  position: absolute;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: var(--import-columns);
  align-items: start;
  border-top: 1px solid ${({ theme }) => theme.color.border.subdued};

  &[data-excluded] {
    color: ${({ theme }) => theme.color.text.disabled};
    background: ${({ theme }) => theme.color.bg.canvas};
  }

  & > div {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
`;

export const CellInput = styled.input`
  width: 100%;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.color.bg.surface};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.critical};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
`;

export const CellError = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: 1.3;
  color: ${({ theme }) => theme.color.text.critical};
`;

export const RowNumber = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-variant-numeric: tabular-nums;

  & > small {
    color: ${({ theme }) => theme.color.text.subdued};
  }
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  & > div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border.subdued};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  & dt {
    color: ${({ theme }) => theme.color.text.subdued};
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

export const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
