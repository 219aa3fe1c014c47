import QRCode from 'qrcode';
import { useMemo, type ReactElement } from 'react';

export interface TicketQrProps {
  /** What the code encodes: the e-ticket's code, read at the gate. */
  value: string;
  /** Accessible name of the image. */
  label: string;
  /** @default 128 */
  size?: number;
}

/**
 * A QR code drawn as SVG from the `qrcode` library's module matrix. Built while rendering, so the server's
 * page (and its print) already has it, with no canvas and no script needed.
 */
export function TicketQr({ value, label, size = 128 }: TicketQrProps): ReactElement {
  const { path, count } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    let d = '';
    for (let row = 0; row < n; row++)
      for (let col = 0; col < n; col++) if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    // A quiet zone of four modules on every side, as the standard asks.
    return { path: d, count: n + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
    >
      <rect width={count} height={count} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
