import styled, { css } from 'styled-components';

/*
 * The card mirrors Skeleton.Card (padding, gap, 64 px image beside the title, 180 px minimum
 * height), so a grid keeps its shape when the skeletons give way to the cards.
 * Placeholder texts (data-placeholder) are subdued and italic: they must not read as real data.
 */
export const cardSurface = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  box-sizing: border-box;
  width: 100%;
  min-height: 180px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  transition:
    box-shadow ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easing};
`;

export const Card = styled.article`
  ${cardSurface}
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.border.default};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const imageBox = css`
  flex: none;
  box-sizing: border-box;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Image = styled.img`
  ${imageBox}
  object-fit: cover;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const ImagePlaceholder = styled.span`
  ${imageBox}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.bg.canvas};
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;

  & a {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  /* The stretched link: its ::after covers the whole card, so the card is one big target. */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  & a:hover {
    text-decoration: underline;
  }
  & a:focus-visible::after {
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }

  &[data-placeholder] {
    font-style: italic;
    color: ${({ theme }) => theme.color.text.subdued};
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Badge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: nowrap;

  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.color.bg.tintInfo};
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/* Texts sit above the stretched link's layer, so a drag selects them (see forwardClickToLink). */
const aboveLink = css`
  position: relative;
  z-index: 1;
`;

export const Description = styled.p`
  ${aboveLink}
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  margin: 0;
  overflow-wrap: anywhere;

  &[data-placeholder] {
    font-style: italic;
    color: ${({ theme }) => theme.color.text.subdued};
  }
`;

export const Details = styled.dl`
  ${aboveLink}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  margin-top: auto;
  color: ${({ theme }) => theme.color.text.subdued};
`;

export const Detail = styled.div`
  min-width: 0;

  & dd {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & dd[data-placeholder] {
    font-style: italic;
  }
`;
