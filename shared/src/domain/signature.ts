// The drawn signature (SPEC §4 'Signature pad', §5 'Operational-need form and signature', §9 'Signature'): when a
// drawing counts as a signature, and how big the pad is on a given screen. Pure, so the page and its tests agree.

export interface Point {
  x: number;
  y: number;
}

/** SPEC §9: the strokes' bounding box must be wider plus taller than this (in CSS pixels) to count. */
export const MIN_SIGNATURE_EXTENT = 50;

/** The pad's size when the page does not set one (CSS pixels). */
export const DEFAULT_PAD_SIZE = { width: 500, height: 200 } as const;

export interface Bounds {
  width: number;
  height: number;
}

/** The bounding box of every point of every stroke, or null when nothing was drawn. */
export function strokeBounds(strokes: ReadonlyArray<ReadonlyArray<Point>>): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const stroke of strokes) {
    for (const { x, y } of stroke) {
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  return minX === Infinity ? null : { width: maxX - minX, height: maxY - minY };
}

/** SPEC §5: valid only when the strokes' bounding box has width plus height greater than 50 px. */
export function isSignatureValid(strokes: ReadonlyArray<ReadonlyArray<Point>>): boolean {
  const bounds = strokeBounds(strokes);
  return bounds !== null && bounds.width + bounds.height > MIN_SIGNATURE_EXTENT;
}

export interface PadSize {
  /** The pad on the page, in CSS pixels. */
  cssWidth: number;
  cssHeight: number;
  /** The canvas's own pixels: the CSS size times the device pixel ratio, so strokes are sharp. */
  canvasWidth: number;
  canvasHeight: number;
  /** How much the configured size was scaled down (1 when it fits). */
  scale: number;
}

/**
 * SPEC §9: the pad keeps its configured size when its container is wide enough, and scales down (never up) to fit
 * a narrower one, keeping its shape; the canvas uses the device pixel ratio.
 */
export function padSize(options: { containerWidth: number; width?: number; height?: number; devicePixelRatio?: number }): PadSize {
  const width = positive(options.width) ?? DEFAULT_PAD_SIZE.width;
  const height = positive(options.height) ?? DEFAULT_PAD_SIZE.height;
  const ratio = positive(options.devicePixelRatio) ?? 1;
  const container = positive(options.containerWidth) ?? width;
  const scale = Math.min(1, container / width);
  const cssWidth = Math.floor(width * scale);
  const cssHeight = Math.floor(height * scale);
  return { cssWidth, cssHeight, canvasWidth: Math.round(cssWidth * ratio), canvasHeight: Math.round(cssHeight * ratio), scale };
}

const positive = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);
