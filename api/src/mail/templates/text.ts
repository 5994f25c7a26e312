// The plain-text part: the same paragraphs as the HTML, wrapped at 78 characters, with every address written out
// in full on a line of its own (plain text has no buttons, and a mail app links a bare address it can see whole).

export const TEXT_WIDTH = 78;

/** Wraps a paragraph at word boundaries; a word longer than the width (an address) gets a line of its own, unbroken. */
export function wrap(paragraph: string, width = TEXT_WIDTH): string {
  return paragraph.split('\n').map((line) => {
    const lines: string[] = [];
    let current = '';
    for (const word of line.split(/\s+/).filter(Boolean)) {
      if (current && current.length + 1 + word.length > width) {
        lines.push(current);
        current = word;
      } else {
        current = current ? `${current} ${word}` : word;
      }
    }
    lines.push(current);
    return lines.join('\n');
  }).join('\n');
}

/** A labelled address: the label wrapped, then the address alone on the next line with nothing after it. */
export function linkLines(label: string, href: string): string {
  return `${wrap(label)}\n${href}`;
}

/** A bulleted list: '- ' before each item, its further lines indented to match. */
export function listLines(items: readonly string[], width = TEXT_WIDTH): string {
  return items.map((item) => wrap(item, width - 2).split('\n').map((line, i) => `${i === 0 ? '- ' : '  '}${line}`).join('\n'))
    .join('\n');
}

/** Paragraphs separated by a blank line, ending with a newline. */
export function joinParagraphs(paragraphs: string[]): string {
  return `${paragraphs.join('\n\n')}\n`;
}
