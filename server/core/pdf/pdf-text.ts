/**
 * The PDF's standard fonts (Helvetica) write WinAnsi: Latin-1 plus a few typographic marks. pdfkit
 * writes any other character as a wrong glyph, so text is brought into that set first: known marks
 * get their nearest twin ("″" → '"'), accented letters lose what WinAnsi lacks ("ễ" → "e"), and
 * anything else becomes "?".
 */
const winAnsiExtras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const twins: Record<string, string> = {
  '″': '"',
  '′': "'",
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u200b': '',
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.includes(char);
}

/** Every character a text engine may break a line at (pdfkit's linebreak follows UAX #14), and tabs. */
const lineBreaks = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * One line of text for the standard fonts. Whatever the field held, a slot given one line prints
 * one line: line breaks become a space (the schemas refuse them; this is the PDF's own guard).
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.replace(lineBreaks, ' ')) {
    if (encodable(char)) out += char;
    else if (char in twins) out += twins[char];
    else {
      const plain = [...char.normalize('NFKD')].filter(encodable).join('');
      out += plain || '?';
    }
  }
  return out;
}

/** Lines meant as lines (an address block, a designer's note), each one made safe and kept on its own. */
export function pdfSafeLines(text: string | readonly string[]): string {
  const lines = typeof text === 'string' ? text.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/) : text;
  return lines.map(pdfSafe).join('\n');
}
