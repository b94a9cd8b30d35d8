import {
  elevationStyle,
  type ElevationGeometry,
  type ElevationLabel,
  type ElevationLine,
  type ElevationPart,
} from '../../../shared/design/elevation-geometry';
import { font, tone, type Doc } from '../../core/pdf/pdf-style';
import { pdfSafe } from '../../core/pdf/pdf-text';

const minFontSize = 6.5;

/**
 * One wall's elevation as vector paths, from the geometry the planner's SVG draws: scaled to fit
 * `width` and at most `maxHeight` points, its top left corner at (x, y). Returns its height.
 */
export function drawElevation(
  doc: Doc,
  drawing: ElevationGeometry,
  x: number,
  y: number,
  width: number,
  maxHeight: number,
): number {
  const scale = Math.min(width / drawing.width, maxHeight / drawing.height);
  const line = ({ x1, y1, x2, y2 }: ElevationLine) => doc.moveTo(x1, y1).lineTo(x2, y2);

  doc.save().translate(x, y).scale(scale).lineWidth(elevationStyle.strokeWidth).lineCap('butt');
  const [dash, space] = elevationStyle.ceilingDash;
  line(drawing.ceiling).dash(dash, { space }).stroke(tone.drawing.ceiling).undash();
  line(drawing.floor).stroke(tone.drawing.outline);
  for (const section of drawing.sections) {
    doc
      .rect(section.x, section.y, section.width, section.height)
      .fillAndStroke(tone.drawing.fill, tone.drawing.outline);
    for (const part of section.parts) drawPart(doc, part);
  }
  line(drawing.widthMark.line).stroke(tone.drawing.outline);
  line(drawing.heightMark.line).stroke(tone.drawing.outline);
  doc.restore();

  const labels = [...drawing.sections.map((s) => s.label), drawing.widthMark.label, drawing.heightMark.label];
  // The drawing's lettering, kept legible on a long wall drawn small.
  doc
    .font(font.regular)
    .fontSize(Math.max(elevationStyle.fontSize * scale, minFontSize))
    .fillColor(tone.drawing.outline);
  for (const label of labels) drawLabel(doc, label, x, y, scale);
  return drawing.height * scale;
}

function drawPart(doc: Doc, part: ElevationPart) {
  if (part.shape === 'box') {
    doc.rect(part.x, part.y, part.width, part.height).stroke(tone.drawing.shelf);
    return;
  }
  doc.save();
  if (part.stroke === 'rod') doc.lineWidth(elevationStyle.rodStrokeWidth);
  doc.moveTo(part.x1, part.y1).lineTo(part.x2, part.y2).stroke(tone.drawing[part.stroke]);
  doc.restore();
}

/** Text in page units (not scaled), centred on its point with the baseline on it, as SVG's text-anchor middle. */
function drawLabel(doc: Doc, label: ElevationLabel, x: number, y: number, scale: number) {
  const text = pdfSafe(label.text);
  const at = { x: x + label.x * scale, y: y + label.y * scale };
  const half = doc.widthOfString(text) / 2;
  doc.save();
  if (label.rotated) doc.rotate(-90, { origin: [at.x, at.y] });
  doc.text(text, at.x - half, at.y, { lineBreak: false, baseline: 'alphabetic' });
  doc.restore();
}
