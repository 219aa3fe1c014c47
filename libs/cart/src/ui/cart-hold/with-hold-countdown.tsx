import type { ReactElement, ReactNode } from 'react';
import { useHoldCountdown, type HoldCountdown } from './use-hold-countdown';

export interface WithHoldCountdownProps {
  /** What to draw with the countdown of the site cart's hold (null when the cart holds nothing). */
  children: (countdown: HoldCountdown | null) => ReactNode;
}

/**
 * The hold countdown as a component, for a caller that loads it on demand (`lazy`): the header's cart summary
 * brings the countdown only for a cart with a hold (issue 16), and draws it itself, so this chunk holds the
 * countdown alone and the summary's own code stays with the page.
 */
export default function WithHoldCountdown({ children }: WithHoldCountdownProps): ReactElement {
  return <>{children(useHoldCountdown())}</>;
}
