import { describe, expect, it } from 'vitest';
import type { DesignWall } from './design';
import { elevationGeometry, type ElevationPart } from './elevation-geometry';

const wall: DesignWall = {
  name: 'Back wall',
  widthIn: 72,
  depthIn: 24,
  sections: [
    { kind: 'double-hang', widthIn: 36.5 },
    { kind: 'drawers', widthIn: 35.5 },
  ],
};

const rods = (parts: ElevationPart[]) => parts.filter((p) => p.shape === 'line' && p.stroke === 'rod');

describe('elevationGeometry', () => {
  const drawing = elevationGeometry(wall, 96);

  it('names the drawing and sizes it in inches with room for the dimensions', () => {
    expect(drawing.name).toBe('Back wall elevation, 72 in');
    expect([drawing.width, drawing.height]).toEqual([16 + 72 + 4, 6 + 96 + 18]);
  });

  it('lays the sections side by side across the wall, each labelled with its width', () => {
    const [hang, drawers] = drawing.sections;
    expect(hang).toMatchObject({ kind: 'double-hang', x: 16, width: 36.5, label: { text: '36.5″' } });
    expect(drawers).toMatchObject({ kind: 'drawers', x: 52.5, width: 35.5, label: { text: '35.5″' } });
    expect(drawing.floor).toEqual({ x1: 16, x2: 88, y1: 102, y2: 102 });
    // The system stands 94 in tall under a 96 in ceiling (2 in clear).
    expect(hang?.y).toBe(102 - 94);
  });

  it('draws a double hang with two rods, drawers as four boxes, from the floor up', () => {
    const [hang, drawers] = drawing.sections;
    // Rods 14 in under the top (94 - 14 = 80 in) and 2 in under the middle shelf (47 - 2 = 45 in).
    expect(rods(hang?.parts ?? []).map((p) => (p.shape === 'line' ? 102 - p.y1 : 0))).toEqual([80, 45]);
    const boxes = (drawers?.parts ?? []).filter((p) => p.shape === 'box');
    expect(boxes).toHaveLength(4);
    expect(boxes[0]).toEqual({ shape: 'box', x: 54, y: 92, width: 32.5, height: 8 });
  });

  it('marks the wall width under it and the ceiling height, turned, at its left', () => {
    expect(drawing.widthMark.label).toEqual({ x: 52, y: 118.5, text: '72 in' });
    expect(drawing.heightMark).toEqual({
      line: { x1: 8, x2: 8, y1: 6, y2: 102 },
      label: { x: 6, y: 54, text: '96 in', rotated: true },
    });
  });
});
