/**
 * The icons of the lists' row controls (view, delete, lock, edit); decorative,
 * the controls carry the names.
 */
function Icon({ d }: { readonly d: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}

export function ViewIcon() {
  return <Icon d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />;
}

export function DeleteIcon() {
  return <Icon d="M3 6h18 M8 6V4h8v2 M6 6l1 14h10l1-14 M10 11v6 M14 11v6" />;
}

export function LockIcon() {
  return <Icon d="M6 11h12v10H6z M8 11V7a4 4 0 0 1 8 0v4" />;
}

export function PencilIcon() {
  return <Icon d="M4 20h4L19 9l-4-4L4 16v4Z M13.5 6.5l4 4" />;
}
