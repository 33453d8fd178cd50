import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Drawer,
  DrawerClose,
  DrawerHeader,
  DrawerPanel,
  DrawerTitle,
  MenuButton,
  TopBar,
  TopBarBrand,
  TopBarTitle,
} from './MenuDrawer.styles';

function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" focusable="false" aria-hidden="true">
      <path d="M3 5h14M3 10h14M3 15h14" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" focusable="false" aria-hidden="true">
      <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

export interface MenuDrawerProps {
  menu: ReactNode;
  brand: ReactNode;
  title: ReactNode;
  label: string;
}

/** The header bar of narrow screens and the drawer its Menu button opens (AppShell loads it on narrow screens only). */
export default function MenuDrawer({ menu, brand, title, label }: MenuDrawerProps) {
  const [isOpen, setOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  // What focus scrolls into view lands below the sticky bar, never under it.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingTop;
    root.style.scrollPaddingTop = `${String((barRef.current?.offsetHeight ?? 0) + 8)}px`;
    return () => {
      root.style.scrollPaddingTop = previous;
    };
  }, []);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const button = buttonRef.current;
    if (dialog === null || !isOpen) return;
    // showModal is missing where there is no layout (jsdom): the drawer then shows as a plain element.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The page behind does not scroll while the drawer is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      button?.focus();
    };
  }, [isOpen]);

  const close = () => {
    setOpen(false);
  };

  return (
    <>
      <TopBar ref={barRef} data-component="AppShell.TopBar">
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={drawerId}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
          }}
        >
          <MenuIcon />
          {label}
        </MenuButton>
        {brand !== undefined ? <TopBarBrand>{brand}</TopBarBrand> : null}
        {title !== undefined ? <TopBarTitle>{title}</TopBarTitle> : null}
      </TopBar>
      <Drawer
        ref={dialogRef}
        id={drawerId}
        aria-labelledby={titleId}
        data-component="AppShell.Drawer"
        // The browser closes a modal dialog on Escape (and fires close); the state follows. Escape is
        // also handled here, for the browsers and tools that dispatch it without that behaviour.
        onClose={close}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself; following a link is navigation.
          const target = event.target;
          if (target === event.currentTarget) close();
          else if (target instanceof Element && target.closest('a[href]') !== null) close();
        }}
      >
        {isOpen ? (
          <DrawerPanel>
            <DrawerHeader>
              <DrawerTitle id={titleId}>{label}</DrawerTitle>
              <DrawerClose type="button" aria-label={`Close ${label.toLowerCase()}`} onClick={close}>
                <CloseIcon />
              </DrawerClose>
            </DrawerHeader>
            {menu}
          </DrawerPanel>
        ) : null}
      </Drawer>
    </>
  );
}
