import styled from 'styled-components';

export const Container = styled.div`
  position: relative;
  /* In a grid or flex parent, wide content scrolls inside rather than widening the page. */
  min-width: 0;

  /* Room for the spinner when the content has not arrived yet (a widget's first load). */
  &[data-loading] {
    min-height: 96px;
  }
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: inherit;
  /* The content stays visible, faded: the overlay says "updating", not "gone". */
  background: color-mix(in srgb, ${({ theme }) => theme.color.bg.surface} 72%, transparent);
  cursor: progress;
`;
