import styled from 'styled-components';
import { Field } from '../Field/Field';
import { inputStyles } from '../Field/Field.styles';
import { visuallyHidden } from '../internal/visuallyHidden';

export const Root = styled.div`
  container-type: inline-size;
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.color.text.default};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const LegendItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The chart's controls sit at the header's end, wrapping from the end when narrow. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-left: auto;

  /* A narrow chart (a phone): the controls from the left edge, as many on a line as fit. */
  @container (max-width: 420px) {
    justify-content: flex-start;
    margin-left: 0;
  }
`;

/** A native select, lean enough for this entry's size budget, in the look of the kit's fields. */
export const YearSelect = styled.select`
  ${inputStyles}
  width: auto;
  min-width: 96px;
  cursor: pointer;
`;

/*
 * The controls of features under development, only ever shown disabled. Their controls are plain
 * native elements (the kit's Unavailable disables them with `disabled`), styled from here: the
 * view as the kit's disabled segmented control, the card filter as the year selector.
 */
export const ViewField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > [data-part='label'] {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  }
  & fieldset {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
    margin: 0;
    padding: ${({ theme }) => theme.space.xxs};
    box-sizing: border-box;
    border: 1px solid ${({ theme }) => theme.color.bg.fillDisabled};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }
  & fieldset > label {
    display: inline-flex;
    align-items: center;
    min-height: 28px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    box-sizing: border-box;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text.disabled};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    white-space: nowrap;
  }
  & fieldset > label:has(input:checked) {
    background: ${({ theme }) => theme.color.bg.surfacePressed};
  }
  & input {
    ${visuallyHidden}
  }
`;

export const CardFilterField = styled(Field)`
  & select {
    ${inputStyles}
    width: auto;
    min-width: 128px;
  }
`;

export const Plot = styled.div`
  position: relative;

  & svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  & [data-part='axes'] line {
    stroke: ${({ theme }) => theme.color.border.subdued};
  }
  & [data-part='axes'] text {
    fill: ${({ theme }) => theme.color.text.subdued};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
  /* The hovered or focused month gets a light band behind its bars. */
  & rect[data-part='band'] {
    fill: transparent;
  }
  & [data-active] rect[data-part='band'] {
    fill: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  /* The month's hit area, over its bars: transparent, with the focus ring when reached by keyboard. */
  & rect[data-part='month'] {
    fill: transparent;
    outline: none;
  }
  & rect[data-part='month']:focus-visible {
    stroke: ${({ theme }) => theme.color.border.focus};
    stroke-width: 2px;
  }
`;

/** The hovered or focused month's values, above its tallest bar. */
export const Tip = styled.div`
  position: absolute;
  z-index: 1;
  transform: translate(-50%, calc(-100% - 6px));
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text.default};
  color: ${({ theme }) => theme.color.text.onFill};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: nowrap;
  pointer-events: none;

  &[data-align='start'] {
    transform: translate(-16px, calc(-100% - 6px));
  }
  &[data-align='end'] {
    transform: translate(calc(-100% + 16px), calc(-100% - 6px));
  }
`;

export const TipTitle = styled.div`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const TipLine = styled.div``;
