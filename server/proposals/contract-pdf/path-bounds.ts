/** Points each segment of a command takes: M and L one, Q two, C three. */
const pointsPer: Record<string, number> = { m: 1, l: 1, q: 2, c: 3 };

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box around SVG path data of M, L, C, Q and Z, absolute or relative (what the signing form
 * accepts), control points included: where a drawn signature is, to fit it on its line. Null for
 * a path with no points.
 */
export function pathBounds(d: string): Bounds | null {
  const tokens = d.match(/[MLCQZmlcqz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let current = { x: 0, y: 0 };
  let start = current;
  let command = '';
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/[a-z]/i.test(token)) {
      command = token;
      i += 1;
      if (command.toLowerCase() === 'z') current = start;
      continue;
    }
    const per = pointsPer[command.toLowerCase()];
    if (!per || i + per * 2 > tokens.length) break;
    const relative = command === command.toLowerCase();
    const from = current;
    for (let p = 0; p < per; p += 1) {
      const x = Number(tokens[i++]) + (relative ? from.x : 0);
      const y = Number(tokens[i++]) + (relative ? from.y : 0);
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
      current = { x, y };
    }
    if (command === 'M' || command === 'm') {
      start = current;
      // Pairs after a move are lines, of the same case.
      command = command === 'M' ? 'L' : 'l';
    }
  }
  if (minX === Infinity) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}
