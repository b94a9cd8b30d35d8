import { describe, expect, it } from 'vitest';
import { pathBounds } from './path-bounds';

describe('pathBounds', () => {
  it('boxes absolute curves with their control points', () => {
    expect(pathBounds('M 10,50 C 20,10 40,90 60,40 L 80,45')).toEqual({ x: 10, y: 10, width: 70, height: 80 });
  });

  it('follows relative commands from the current point, and lines after a move', () => {
    expect(pathBounds('m 5 5 10 0 l 0 10 z m 20 -5 q 5 -5 10 0')).toEqual({ x: 5, y: -5, width: 30, height: 20 });
  });

  it('has no box without points', () => {
    expect(pathBounds('')).toBeNull();
    expect(pathBounds('M')).toBeNull();
  });
});
