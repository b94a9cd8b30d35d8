const hoistedTag = /^\s*(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/**
 * React 19 emits the <title>, <meta> and <link> elements a page renders at the start of its HTML
 * (it hoists them to the document head only when it renders the whole document). Move them into
 * <head>, replacing the template's own <title>.
 */
function splitHoistedHead(appHtml: string): { head: string; body: string } {
  let rest = appHtml;
  const head: string[] = [];
  for (;;) {
    const m = hoistedTag.exec(rest);
    if (!m) break;
    head.push(m[0].trim());
    rest = rest.slice(m[0].length);
  }
  return { head: head.join('\n    '), body: rest };
}

export function injectPage(template: string, appHtml: string, extraHead = ''): string {
  const { head, body } = splitHoistedHead(appHtml);
  if (!head.includes('<title>')) throw new Error('Rendered page has no <title>');
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace('<!--head-tags-->', () => [head, extraHead].filter(Boolean).join('\n    '))
    .replace('<!--app-html-->', () => body);
}
