import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '../../ui/button';
import { proposalCopy as copy } from './proposal-copy';
import { signaturePath, type Stroke } from './signature-path';

const height = 140;

/**
 * An optional drawn signature (JavaScript only): a canvas drawn on with pointer events and handed
 * up as SVG path data. The typed name is the signature; the pad takes no focus, so the keyboard
 * passes it by, and "Clear drawing" starts again.
 */
export function SignaturePad({ id, onChange }: { id: string; onChange: (path: string) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  const context = () => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return undefined;
    return { canvas, ctx };
  };

  // The bitmap follows the canvas's CSS width at the screen's pixel density.
  useEffect(() => {
    const found = context();
    if (!found) return;
    const { canvas, ctx } = found;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1c2b3a';
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const point = pointOf(event);
    strokes.current.push([point]);
    const ctx = context()?.ctx;
    ctx?.beginPath();
    ctx?.moveTo(point.x, point.y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const point = pointOf(event);
    strokes.current.at(-1)?.push(point);
    const ctx = context()?.ctx;
    ctx?.lineTo(point.x, point.y);
    ctx?.stroke();
  };

  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    const path = signaturePath(strokes.current);
    setDrawn(path !== '');
    onChange(path);
  };

  const clear = () => {
    strokes.current = [];
    const found = context();
    found?.ctx.clearRect(0, 0, found.canvas.width, found.canvas.height);
    setDrawn(false);
    onChange('');
  };

  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="font-semibold text-ink">
        {copy.padLabel}
      </p>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {copy.padHint}
      </p>
      <canvas
        ref={canvasRef}
        id={id}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        style={{ height }}
        className="w-full touch-none rounded-md border border-dashed border-ink-muted/60 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <div className="flex flex-wrap items-center gap-3">
        {/* Only once something is drawn: until then the keyboard passes the pad by without a stop. */}
        {drawn ? (
          <Button type="button" variant="ghost" size="sm" onClick={clear}>
            {copy.padClear}
          </Button>
        ) : null}
        <span role="status" className="text-sm text-ink-soft">
          {drawn ? copy.padDrawn : ''}
        </span>
      </div>
    </div>
  );
}
