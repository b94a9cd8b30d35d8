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
  return (
    char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.includes(char)
  );
}

export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text) {
    if (encodable(char)) out += char;
    else if (char in twins) out += twins[char];
    else {
      const plain = [...char.normalize('NFKD')].filter(encodable).join('');
      out += plain || '?';
    }
  }
  return out;
}
