import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/**
 * A QR code of some text (an otpauth: address), drawn as one SVG path from the code's modules: no HTML string is put
 * into the page. Its words are the label's: the same text is shown beside it for those who type it in.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const modules = code.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row += 1) {
      for (let col = 0; col < modules; col += 1) if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
    return { count: modules + 8, path: d };
  }, [text]);
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${count} ${count}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
