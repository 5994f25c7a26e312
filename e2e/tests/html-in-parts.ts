import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { freePort } from './api-server.ts';
import { twoFramesDrawn } from './fixtures.ts';

// A page's HTML as a slow connection or a busy phone gets it: in parts, painted in between. Chromium paints what it
// has parsed, so a part of the page whose place depends on what comes after it (a row aligned to the right, a
// centred block, a table's columns) is drawn in one place and then moved.

/** One page on its way: its HTML cut into parts, of which the first is sent at once. */
export interface PageInParts {
  parts: string[];
  /** Sends the next part (the last one ends the answer). */
  sendNext(): void;
}

export interface PartsProxy {
  url: string;
  /** The next page asked for, once it is asked for. */
  nextPage(): Promise<PageInParts>;
  close(): Promise<void>;
}

/**
 * A proxy in front of `upstream` that answers a page (a request accepting HTML) in the parts `cut` makes of it, one
 * at a time as the journey asks, and everything else at once.
 */
export async function startPartsProxy(upstream: string, cut: (html: string) => number[]): Promise<PartsProxy> {
  const waiting: Array<(page: PageInParts) => void> = [];
  const arrived: PageInParts[] = [];
  const server: Server = createServer((req, res) => {
    const accept = req.headers.accept ?? '';
    void (async () => {
      const answer = await fetch(new URL(req.url ?? '/', upstream), { headers: { accept, 'accept-encoding': 'identity', cookie: req.headers.cookie ?? '' }, redirect: 'manual' });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
      });
      res.writeHead(answer.status, headers);
      if (!accept.includes('text/html') || !(answer.headers.get('content-type') ?? '').includes('text/html')) {
        res.end(body);
        return;
      }
      const html = body.toString('utf8');
      const points = [0, ...cut(html), html.length];
      const parts = points.slice(1).map((end, i) => html.slice(points[i], end));
      let sent = 0;
      const send = () => {
        const part = parts[sent++];
        if (part === undefined) return;
        if (sent === parts.length) res.end(part);
        else res.write(part);
      };
      const page: PageInParts = { parts, sendNext: send };
      send();
      const taker = waiting.shift();
      if (taker) taker(page);
      else arrived.push(page);
    })().catch((error: unknown) => res.destroy(error as Error));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    nextPage: () => {
      const page = arrived.shift();
      return page ? Promise.resolve(page) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Elements the HTML of a page's body opens up to here (its head's scripts and styles hold text, not tags). */
export function elementsOpenedIn(htmlSoFar: string): number {
  const body = htmlSoFar.indexOf('<body');
  return body < 0 ? 0 : (htmlSoFar.slice(body + 1).match(/<[a-z]/gi) ?? []).length;
}

/** Until the browser has parsed what it was sent so far and painted it. */
export async function untilPainted(page: Page, elements: number): Promise<void> {
  await page.waitForFunction((n) => (document.body?.getElementsByTagName('*').length ?? 0) >= n, elements, { polling: 'raf' });
  await twoFramesDrawn(page);
}
