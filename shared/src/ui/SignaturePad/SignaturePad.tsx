import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type ReactSignatureCanvas from 'react-signature-canvas';
import { isSignatureValid, padSize, type Point } from '@cards/shared/domain/signature';
import { FieldMessages, describedBy } from '../form/Field.tsx';
import { LoadingIndicator } from '../PageData/LoadingIndicator.tsx';
import './SignaturePad.css';

// react-signature-canvas draws with the mouse, a finger or a stylus; it loads only with a page that has a pad.
const SignatureCanvas = lazy(() => import('react-signature-canvas'));
type Canvas = ReactSignatureCanvas;

export interface Signature {
  /** A PNG data URL of the signature as drawn or typed. */
  dataUrl: string;
  method: 'drawn' | 'typed';
}

export interface SignaturePadProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The pad's size before it is scaled down to fit (SPEC §9: configurable). */
  width?: number;
  height?: number;
  disabled?: boolean;
  /** The signature once it counts, or null when there is none (cleared, too small, or not yet given). */
  onChange: (signature: Signature | null) => void;
}

type PadState = 'empty' | 'drawing' | 'signed';

/** signature_pad 2 gives strokes as lists of points; later versions as `{ points }`. */
function strokesOf(data: unknown): Point[][] {
  if (!Array.isArray(data)) return [];
  return data.map((group) => (Array.isArray(group) ? group : (group as { points?: Point[] })?.points ?? []) as Point[]);
}

/** The strokes moved to a pad of another size: signature_pad keeps points in CSS pixels, in either data shape. */
function scaledData(data: unknown, sx: number, sy: number): unknown[] {
  if (!Array.isArray(data)) return [];
  const move = (points: Point[]) => points.map((point) => ({ ...point, x: point.x * sx, y: point.y * sy }));
  return data.map((group) => (Array.isArray(group) ? move(group as Point[]) : { ...(group as object), points: move((group as { points?: Point[] }).points ?? []) }));
}

/** A typed name drawn as the signature, as large as the pad allows. */
function drawName(pad: Canvas, name: string, cssWidth: number, cssHeight: number) {
  const context = pad.getCanvas().getContext('2d');
  if (!context) return;
  const fontSize = Math.max(16, Math.min(48, Math.floor((cssWidth * 1.6) / Math.max(name.length, 8))));
  context.fillStyle = '#000';
  context.font = `italic ${fontSize}px "Brush Script MT", "Segoe Script", cursive, serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, cssWidth / 2, cssHeight / 2, cssWidth - 16);
}

/**
 * The signature of SPEC §4: a pad that says 'Sign here' until drawing starts, draws with mouse or touch, and is
 * checked after each stroke (SPEC §5: cleared, with the reason, when its strokes span 50 px or less). It scales down
 * to fit its container, never up, with the device pixel ratio (SPEC §9). For people who cannot draw — by keyboard,
 * with a screen reader — typing their full name is the same signature, drawn into the image (WCAG 2.2 2.5.7).
 */
export function SignaturePad({ id, label, hint, error, width, height, disabled = false, onChange }: SignaturePadProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<Canvas | null>(null);
  // The drawing library arrives after the first render; its canvas is scaled once it is there.
  const [ready, setReady] = useState(false);
  const [containerWidth, setContainerWidth] = useState(0);
  const [devicePixelRatio, setDevicePixelRatio] = useState(1);
  const [state, setState] = useState<PadState>('empty');
  const [tooSmall, setTooSmall] = useState(false);
  const [typing, setTyping] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const size = padSize({ containerWidth, width, height, devicePixelRatio });

  // The container's width, as it changes (a phone turned round); measured in effects only.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      setContainerWidth(element.clientWidth);
      setDevicePixelRatio(window.devicePixelRatio || 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // What the pad holds, for drawing it again at a new size: the size it was made at, and the name if it was typed.
  const held = useRef<{ cssWidth: number; cssHeight: number; typed: string | null } | null>(null);

  // A new canvas size resets its drawing context: scale it to the pixel ratio again. A finished signature is drawn
  // again at the new size (400% zoom, a phone turned round) rather than wiped; anything else starts empty.
  useEffect(() => {
    const pad = canvas.current;
    if (!pad) return;
    const before = held.current;
    const strokes = pad.toData();
    pad.getCanvas().getContext('2d')?.setTransform(size.canvasWidth / size.cssWidth || 1, 0, 0, size.canvasHeight / size.cssHeight || 1, 0, 0);
    pad.clear();
    if (before && before.cssWidth > 0 && before.cssHeight > 0) {
      if (before.typed !== null) drawName(pad, before.typed, size.cssWidth, size.cssHeight);
      else pad.fromData(scaledData(strokes, size.cssWidth / before.cssWidth, size.cssHeight / before.cssHeight) as Parameters<Canvas['fromData']>[0]);
      held.current = { ...before, cssWidth: size.cssWidth, cssHeight: size.cssHeight };
      onChange({ dataUrl: pad.getCanvas().toDataURL('image/png'), method: before.typed !== null ? 'typed' : 'drawn' });
      return;
    }
    setState('empty');
    onChange(null);
    // onChange is the page's; only a new size (or the canvas arriving) redraws the pad.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [size.canvasWidth, size.canvasHeight, ready]);

  // Only a change of `disabled` turns input off or on: turning it on resets a stroke under way.
  const wasDisabled = useRef(false);
  useEffect(() => {
    const pad = canvas.current;
    if (!pad || disabled === wasDisabled.current) return;
    wasDisabled.current = disabled;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled, ready]);

  const finishStroke = () => {
    const pad = canvas.current;
    if (!pad) return;
    if (isSignatureValid(strokesOf(pad.toData()))) {
      setState('signed');
      setTooSmall(false);
      held.current = { cssWidth: size.cssWidth, cssHeight: size.cssHeight, typed: null };
      onChange({ dataUrl: pad.toDataURL('image/png'), method: 'drawn' });
    } else {
      // SPEC §5: too small to be a signature: cleared, and the person is told why.
      pad.clear();
      held.current = null;
      setState('empty');
      setTooSmall(true);
      onChange(null);
    }
  };

  const clear = () => {
    canvas.current?.clear();
    held.current = null;
    setState('empty');
    setTooSmall(false);
    setTypedName('');
    onChange(null);
  };

  const signByName = () => {
    const name = typedName.trim().replace(/\s+/g, ' ');
    const pad = canvas.current;
    if (!/\p{L}/u.test(name) || name.length < 2) {
      setTypedError('Type your full name to sign');
      return;
    }
    if (!pad) return;
    setTypedError(undefined);
    pad.clear();
    drawName(pad, name, size.cssWidth, size.cssHeight);
    held.current = { cssWidth: size.cssWidth, cssHeight: size.cssHeight, typed: name };
    setState('signed');
    setTooSmall(false);
    onChange({ dataUrl: pad.getCanvas().toDataURL('image/png'), method: 'typed' });
  };

  const messageId = `${id}-status`;
  const described = [describedBy(id, hint, error).describedBy, messageId].filter(Boolean).join(' ');
  return (
    <div className={`field signature-pad${error ? ' field--error' : ''}`}>
      <p className="field__label" id={`${id}-label`}>
        {label}
      </p>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="signature-pad__frame" ref={frame}>
        <div
          className={`signature-pad__area signature-pad__area--${state}${disabled ? ' signature-pad__area--disabled' : ''}`}
          style={{ width: size.cssWidth, height: size.cssHeight }}
          onMouseLeave={(event) => {
            // SPEC §4: leaving the pad with the button held ends the stroke (the drawing library would go on).
            if (state === 'drawing' && (event.buttons & 1) === 1) {
              document.dispatchEvent(new MouseEvent('mouseup', { button: 0, clientX: event.clientX, clientY: event.clientY }));
            }
          }}
        >
          {state === 'empty' && (
            <span className="signature-pad__placeholder" aria-hidden="true">
              Sign here
            </span>
          )}
          <Suspense fallback={<LoadingIndicator />}>
            <SignatureCanvas
              ref={(instance) => {
                canvas.current = instance;
                if (instance) setReady(true);
              }}
              clearOnResize={false}
              onBegin={() => setState('drawing')}
              onEnd={finishStroke}
              penColor="#000"
              backgroundColor="rgba(255,255,255,0)"
              canvasProps={{
                id,
                width: size.canvasWidth,
                height: size.canvasHeight,
                style: { width: size.cssWidth, height: size.cssHeight },
                className: 'signature-pad__canvas',
                role: 'img',
                'aria-labelledby': `${id}-label`,
                'aria-describedby': described || undefined,
                tabIndex: -1,
              }}
            />
          </Suspense>
        </div>
      </div>
      <p id={messageId} className={tooSmall ? 'signature-pad__status signature-pad__status--problem' : 'signature-pad__status'} aria-live="polite">
        {tooSmall && 'That signature was too small to read, so it was cleared. Please sign again using more of the box.'}
        {!tooSmall && state === 'signed' && 'Signed.'}
      </p>
      <div className="signature-pad__actions">
        <button type="button" className="button button--secondary" onClick={clear} disabled={disabled || state === 'empty'}>
          Clear signature
        </button>
        <button type="button" className="link-button" aria-expanded={typing} aria-controls={`${id}-typed`} onClick={() => setTyping((t) => !t)} disabled={disabled}>
          {typing ? 'Hide typing your name' : 'Sign by typing your name instead'}
        </button>
      </div>
      <div id={`${id}-typed`} className="signature-pad__typed" hidden={!typing}>
        <label className="field__label" htmlFor={`${id}-name`}>
          Your full name, as your signature
        </label>
        <FieldMessages id={`${id}-name`} hint="Typing your name here signs the statement just as drawing does." error={typedError} />
        <input
          id={`${id}-name`}
          className="field__input"
          value={typedName}
          autoComplete="name"
          disabled={disabled}
          aria-invalid={typedError ? true : undefined}
          aria-describedby={describedBy(`${id}-name`, true, typedError).describedBy}
          onChange={(event) => setTypedName(event.target.value)}
        />
        <button type="button" className="button button--secondary" onClick={signByName} disabled={disabled}>
          Sign with my typed name
        </button>
      </div>
    </div>
  );
}
