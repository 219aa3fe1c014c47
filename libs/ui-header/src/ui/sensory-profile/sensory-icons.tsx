import type { SensoryDimension } from '@parks/contracts';
import type { ReactNode } from 'react';
import { staticIcon } from '../icons/static-icons';

/** A line drawing per sense; always shown beside its name, never alone. */
const DRAWINGS: Record<SensoryDimension, ReactNode> = {
  noise: (
    <>
      <path d="M4 9v6h4l5 4V5L8 9Z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </>
  ),
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  darkness: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />,
  water: <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />,
  heights: <path d="m3 20 6-9 4 5 3-4 5 8ZM12 4v4M10 6h4" />,
  motion: <path d="M3 8c3-3 6 3 9 0s6 3 9 0M3 16c3-3 6 3 9 0s6 3 9 0" />,
  crowding: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16.5" cy="9" r="2.5" />
      <path d="M2.5 20a5.5 5.5 0 0 1 11 0M13.5 20a4 4 0 0 1 8 0" />
    </>
  ),
  smell: <path d="M8 20c-2-3 2-5 0-8s2-5 0-8M12.5 20c-2-3 2-5 0-8s2-5 0-8M17 20c-2-3 2-5 0-8s2-5 0-8" />,
  touch: (
    <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V11m0-1.5a1.5 1.5 0 0 1 3 0V11m0-.5a1.5 1.5 0 0 1 3 0V15a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-2.7L3.5 15a1.5 1.5 0 0 1 2.5-1.7L8 15" />
  ),
};

const ICONS = Object.fromEntries(
  Object.entries(DRAWINGS).map(([dimension, drawing]) => [dimension, staticIcon(drawing)]),
) as Record<SensoryDimension, ReturnType<typeof staticIcon>>;

export function SensoryIcon({ dimension, className }: { dimension: SensoryDimension; className?: string }) {
  const Icon = ICONS[dimension];
  return <Icon className={className} />;
}
