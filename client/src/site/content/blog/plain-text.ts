import type { BlogArticle } from './article';
import type { Block, RichText } from './rich-text';

function richTextToPlain(text: RichText): string {
  if (typeof text === 'string') return text;
  return text.map((part) => (typeof part === 'string' ? part : 'href' in part ? part.text : part.strong)).join('');
}

function blockToPlain(block: Block): string {
  if ('p' in block) return richTextToPlain(block.p);
  if ('ul' in block) return block.ul.map(richTextToPlain).join(' ');
  if ('ol' in block) return block.ol.map(richTextToPlain).join(' ');
  if ('h3' in block) return block.h3;
  const { caption, head, rows } = block.table;
  return [caption, ...head, ...rows.flat().map(richTextToPlain)].join(' ');
}

/** Words in the article body (intro and sections, headings included), for reading time and JSON-LD. */
export function articleWordCount(article: BlogArticle): number {
  const text = [
    ...article.intro.map(blockToPlain),
    ...article.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockToPlain)]),
  ].join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}
