/** A shopping cart, decorative: the link's name comes from its text. */
export function CartIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="1.5em" height="1.5em" viewBox="0 0 24 24" fill="none">
      <path
        d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}
