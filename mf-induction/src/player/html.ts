/**
 * The program's HTML comes from our own Markdown files, rendered by the api (never from a trainee). A question's
 * text sits inside a legend or a label, where a paragraph is not allowed: one wrapping <p> is taken off.
 */
export function inlineHtml(html: string): string {
  const trimmed = html.trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(trimmed);
  return single && !single[1]!.includes('<p>') ? single[1]! : trimmed;
}
