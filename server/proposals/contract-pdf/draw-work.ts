import { accessoryName } from '../../../shared/design/accessories';
import type { DesignWall } from '../../../shared/design/design';
import { elevationGeometry, type ElevationGeometry } from '../../../shared/design/elevation-geometry';
import { finishLabel, hardwareFinishLabel } from '../../../shared/design/finishes';
import { sectionKindLabels } from '../../../shared/design/section-kinds';
import type { PricedOption } from '../../../shared/proposals/proposal';
import { drawElevation } from './draw-elevation';
import { ensureRoom, heading, heightOf, paragraph } from '../../core/pdf/pdf-blocks';
import { contentWidth, font, page, size, tone, type Doc } from '../../core/pdf/pdf-style';

/** Walls are drawn at most this tall, so a row of them and their captions share a page with more. */
const maxDrawingHeight = 210;
/** A wall's caption needs at least this width, however narrow the wall. */
const minCellWidth = 150;
const cellGap = 20;

interface Cell {
  wall: DesignWall;
  drawing: ElevationGeometry;
  width: number;
}

/** What is built: the space, finishes and accessories, then each wall's elevation with its sections. */
export function drawWork(doc: Doc, option: PricedOption) {
  const { design } = option;
  heading(doc, `The work: the ${option.name} option`);
  const walls = design.walls.map((wall) => `${wall.name} ${wall.widthIn} in`).join(', ');
  paragraph(
    doc,
    `${design.spaceType}, ceiling height ${design.ceilingIn} in, ${design.walls.length} ${design.walls.length === 1 ? 'wall' : 'walls'} (${walls}).`,
    {},
    2,
  );
  const accessories = design.accessories.map(accessoryName).join(', ') || 'none';
  paragraph(
    doc,
    `Finish: ${finishLabel(design.finish)}. Hardware: ${hardwareFinishLabel(design.hardware)}. Accessories: ${accessories}.`,
    {},
    2,
  );
  paragraph(doc, 'Each wall is drawn to the same scale, as the designer laid it out; widths in inches.', {
    size: size.small,
    color: tone.muted,
  });

  const drawings = design.walls.map((wall) => ({ wall, drawing: elevationGeometry(wall, design.ceilingIn) }));
  // One scale for every wall, so the walls compare: the widest fits the page, none is too tall.
  const scale = Math.min(
    ...drawings.map(({ drawing }) => Math.min(contentWidth / drawing.width, maxDrawingHeight / drawing.height)),
  );
  const cells = drawings.map((d) => ({ ...d, width: Math.max(d.drawing.width * scale, minCellWidth) }));
  for (const row of rowsOf(cells)) drawRow(doc, row, scale);
}

/** Walls left to right, as many to a row as fit across the page. */
function rowsOf(cells: Cell[]): Cell[][] {
  const rows: Cell[][] = [];
  let used = Infinity;
  for (const cell of cells) {
    const last = rows.at(-1);
    if (last && used + cellGap + cell.width <= contentWidth) {
      last.push(cell);
      used += cellGap + cell.width;
    } else {
      rows.push([cell]);
      used = cell.width;
    }
  }
  return rows;
}

const sectionsText = (wall: DesignWall) =>
  `Left to right: ${wall.sections.map((s) => `${sectionKindLabels[s.kind]} ${s.widthIn} in`).join(', ')}.`;
const titleText = (wall: DesignWall) => `${wall.name}: ${wall.widthIn} in wide, ${wall.depthIn} in deep`;

function drawRow(doc: Doc, row: Cell[], scale: number) {
  const captionHeight = Math.max(
    ...row.map(
      ({ wall, width }) =>
        heightOf(doc, titleText(wall), { font: font.bold, width }) +
        heightOf(doc, sectionsText(wall), { size: size.small, width }) +
        5,
    ),
  );
  const drawingHeight = Math.max(...row.map(({ drawing }) => drawing.height * scale));
  ensureRoom(doc, 8 + captionHeight + drawingHeight + 8);
  const top = doc.y + 8;
  const rowWidth = row.reduce((sum, cell) => sum + cell.width, 0) + cellGap * (row.length - 1);
  let x = page.margin + (contentWidth - rowWidth) / 2;
  for (const { wall, drawing, width } of row) {
    doc.y = top;
    paragraph(doc, titleText(wall), { font: font.bold, x, width }, 1);
    paragraph(doc, sectionsText(wall), { size: size.small, color: tone.soft, x, width }, 4);
    const drawn = drawing.width * scale;
    drawElevation(doc, drawing, x + (width - drawn) / 2, top + captionHeight, drawn, drawing.height * scale);
    x += width + cellGap;
  }
  doc.x = page.margin;
  doc.y = top + captionHeight + drawingHeight + 8;
}
