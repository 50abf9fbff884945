import { encode } from 'uqr';

/**
 * A QR code drawn as SVG from its modules (uqr encodes; nothing is injected as markup), dark on
 * white with the quiet zone scanners need, whatever the page's colors.
 */
export const QrCode = ({ value, label, size = 192 }: { value: string; label: string; size?: number }) => {
  const { data } = encode(value, { ecc: 'M', border: 4 });
  const n = data.length;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};
