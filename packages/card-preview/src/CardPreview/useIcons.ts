import { useEffect, useMemo, useState } from 'react';
import type { IconShape } from '../icons/iconShape';
import { loadIcon, loadedIcon } from '../icons/loadIcon';

/**
 * The icons a card draws, loaded on demand (one small file each, cached for every preview on the
 * page): those already loaded are there at the first render, the others follow when they arrive.
 */
export function useIcons(keys: readonly string[]): ReadonlyMap<string, IconShape> {
  const [version, setVersion] = useState(0);
  const signature = keys.join(' ');
  const icons = useMemo(() => {
    const found = new Map<string, IconShape>();
    for (const key of signature.split(' ')) {
      const shape = key === '' ? undefined : loadedIcon(key);
      if (shape) found.set(key, shape);
    }
    return found;
    // `version` changes when icons arrive: the map is read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, version]);

  useEffect(() => {
    const missing = signature.split(' ').filter((key) => key !== '' && loadedIcon(key) === undefined);
    if (missing.length === 0) return;
    let isCurrent = true;
    void Promise.all(missing.map(loadIcon)).then(() => {
      if (isCurrent) setVersion((current) => current + 1);
    });
    return () => {
      isCurrent = false;
    };
  }, [signature]);

  return icons;
}
