import { Dropdown } from '@stampcard/ui/Dropdown';
import { TextField } from '@stampcard/ui/TextField';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';

// Types only: the module itself is imported dynamically below.
import type * as Icons from '@stampcard/card-preview/icons';
import type { IconOption } from '@stampcard/card-preview/icons';

type IconsModule = typeof Icons;

const noOptions: readonly IconOption[] = [];

let iconsModule: Promise<IconsModule> | undefined;
/** The module once loaded, so fields mounted later have it at once. */
let loadedIcons: IconsModule | null = null;

/** The icon names (about 45 KB): imported once, the first time a picker opens or a code is typed. */
function loadIcons(): Promise<IconsModule> {
  iconsModule ??= import('@stampcard/card-preview/icons').then((loaded) => {
    loadedIcons = loaded;
    return loaded;
  });
  return iconsModule;
}

/** The icon list once loaded: starts loading when `shouldLoad` turns true. */
function useIcons(shouldLoad: boolean): IconsModule | null {
  const [icons, setIcons] = useState<IconsModule | null>(loadedIcons);
  useEffect(() => {
    if (!shouldLoad || icons !== null) return;
    let isCurrent = true;
    void loadIcons().then((loaded) => {
      if (isCurrent) setIcons(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [shouldLoad, icons]);
  return icons;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

/** The hint under a code the free set does not have. */
export const unknownIconHint = 'Unknown icon: the card shows a question mark. Pick one from the list.';

const codeHelp = 'A Font Awesome Free name, e.g. mug-hot; s- for solid, l- for light.';

interface IconFieldProps {
  /** The code field's label, e.g. 'Icon'. */
  label: string;
  /** What the icon is for, naming the picker, e.g. 'stamp' ("Find a stamp icon"). */
  purpose: string;
  /** The icon code, e.g. `s-mug-hot`. */
  value: string | null | undefined;
  onChange: (code: string) => void;
  isReadOnly: boolean;
}

/**
 * An icon code (a Font Awesome Free name with an optional weight prefix, `s-` solid or `l-` light,
 * none meaning regular) typed in a text field, with a searchable picker beside it. The icon list
 * loads lazily, when the picker opens or the code is edited; an unknown code then shows a hint.
 */
export function IconField({ label, purpose, value, onChange, isReadOnly }: IconFieldProps) {
  const [shouldLoad, setShouldLoad] = useState(false);
  const icons = useIcons(shouldLoad);
  const code = value ?? '';
  const options = icons?.iconOptions ?? noOptions;
  const selected = useMemo(() => options.find((option) => option.code === code.trim()) ?? null, [options, code]);
  const isUnknown = icons !== null && code.trim() !== '' && !icons.isKnownIcon(code);
  return (
    <Row>
      <TextField
        label={label}
        value={code}
        onChange={(next) => {
          setShouldLoad(true);
          onChange(next);
        }}
        isReadOnly={isReadOnly}
        autoComplete="off"
        description={isUnknown ? unknownIconHint : codeHelp}
      />
      <Dropdown<IconOption>
        label={`Find ${purpose} icon`}
        options={options}
        optionLabel="label"
        optionKey="code"
        value={selected}
        onChange={(option) => {
          if (option !== null) onChange(option.code);
        }}
        onOpenChange={(isOpen) => {
          if (isOpen) setShouldLoad(true);
        }}
        isSearchable
        isLoading={shouldLoad && icons === null}
        isReadOnly={isReadOnly}
        placeholder="Search icons"
        emptyText="No icon matches"
      />
    </Row>
  );
}
