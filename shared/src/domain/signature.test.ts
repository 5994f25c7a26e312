import { describe, expect, it } from 'vitest';
import { isSignatureValid, padSize, strokeBounds, type Point } from './signature.ts';

// SPEC §4 'Signature pad', §5 'Operational-need form and signature', §9 'Signature'.
const line = (x1: number, y1: number, x2: number, y2: number): Point[] => [{ x: x1, y: y1 }, { x: x2, y: y2 }];

describe('isSignatureValid (SPEC §5: width plus height of the strokes’ box over 50 px)', () => {
  it.each<[string, Point[][], boolean]>([
    ['nothing drawn', [], false],
    ['an empty stroke', [[]], false],
    ['a dot', [[{ x: 10, y: 10 }]], false],
    ['a scribble 30 × 20 (exactly 50)', [line(0, 0, 30, 20)], false],
    ['a scribble 30 × 21', [line(0, 0, 30, 21)], true],
    ['a flat line 51 long', [line(5, 5, 56, 5)], true],
    ['two small strokes far apart', [line(0, 0, 5, 5), line(60, 0, 65, 5)], true],
    ['two small strokes close together', [line(0, 0, 5, 5), line(10, 10, 20, 20)], false],
    ['points that are not numbers are ignored', [[{ x: Number.NaN, y: 0 }, { x: 0, y: 0 }, { x: 10, y: 10 }]], false],
  ])('%s → %s', (_, strokes, valid) => {
    expect(isSignatureValid(strokes)).toBe(valid);
  });

  it('measures the box of every stroke together', () => {
    expect(strokeBounds([line(10, 40, 20, 50), line(100, 5, 90, 8)])).toEqual({ width: 90, height: 45 });
    expect(strokeBounds([])).toBeNull();
  });
});

describe('padSize (SPEC §9: scales down to fit, never up, with the device pixel ratio)', () => {
  it.each([
    [{ containerWidth: 800 }, { cssWidth: 500, cssHeight: 200, canvasWidth: 500, canvasHeight: 200, scale: 1 }],
    [{ containerWidth: 800, devicePixelRatio: 2 }, { cssWidth: 500, cssHeight: 200, canvasWidth: 1000, canvasHeight: 400, scale: 1 }],
    [{ containerWidth: 250 }, { cssWidth: 250, cssHeight: 100, canvasWidth: 250, canvasHeight: 100, scale: 0.5 }],
    [{ containerWidth: 288, devicePixelRatio: 3 }, { cssWidth: 288, cssHeight: 115, canvasWidth: 864, canvasHeight: 345, scale: 0.576 }],
    [{ containerWidth: 1000, width: 600, height: 150 }, { cssWidth: 600, cssHeight: 150, canvasWidth: 600, canvasHeight: 150, scale: 1 }],
    [{ containerWidth: 0 }, { cssWidth: 500, cssHeight: 200, canvasWidth: 500, canvasHeight: 200, scale: 1 }],
    [{ containerWidth: 400, width: -5, height: Number.NaN, devicePixelRatio: 0 }, { cssWidth: 400, cssHeight: 160, canvasWidth: 400, canvasHeight: 160, scale: 0.8 }],
  ])('%j → %j', (input, size) => {
    expect(padSize(input)).toEqual(size);
  });
});
