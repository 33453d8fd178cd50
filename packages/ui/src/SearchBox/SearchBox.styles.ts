import styled from 'styled-components';
import { GroupInput } from '../TextField/TextField.styles';

export const SearchForm = styled.form`
  position: relative;
  min-width: 0;
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  color: ${({ theme }) => theme.color.text.default};
`;

export const SearchInput = styled(GroupInput)`
  /* The box has its own clear button: hide the browser's. */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

export const ClearButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  align-self: center;
  width: ${({ theme }) => theme.size.minimumTarget};
  height: ${({ theme }) => theme.size.minimumTarget};
  margin-right: ${({ theme }) => theme.space.sm};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text.subdued};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
    color: ${({ theme }) => theme.color.text.default};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;
