import { Marked, type Token } from 'marked';

// The induction programs' Markdown (slides, questions, declarations) as the HTML the player shows. The
// programs are ours, but their HTML goes into the page as it is, so what may reach it is kept small: no HTML of the
// writer's own (Markdown says everything a slide needs) and links only to web, mail and phone addresses or to pages
// of the site. Anything else is refused when the file is loaded, with the place it was found.

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Link and image targets a slide may have: https/http, mailto, tel, a path of the site, or a place on the page. */
const SAFE_TARGET = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Why `text` cannot be shown, or null when it can. */
function refusal(tokens: Token[]): string | null {
  let problem: string | null = null;
  markdown.walkTokens(tokens, (token) => {
    if (problem) return;
    if (token.type === 'html') problem = `HTML is not allowed (${JSON.stringify(token.raw.trim().slice(0, 40))}); write it in Markdown`;
    else if ((token.type === 'link' || token.type === 'image') && !SAFE_TARGET.test(token.href.trim())) {
      problem = `the link to ${JSON.stringify(token.href.slice(0, 60))} is not an https, mailto, tel or site address`;
    }
  });
  return problem;
}

/** Markdown as HTML; throws Error(reason) for what refusal() refuses. */
export function markdownHtml(text: string): string {
  const tokens = markdown.lexer(text);
  const problem = refusal(tokens);
  if (problem) throw new Error(problem);
  return markdown.parser(tokens).trim();
}
