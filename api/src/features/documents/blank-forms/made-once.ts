import type { Brand } from '@cards/shared/brand';
import type { BlankFormSlug } from '@cards/shared/domain';

/**
 * The blank forms of one process: a form changes only with a release, so each brand's copy is made once. A failed
 * render is not kept, so the next request tries again. The PDF code loads on the first form.
 */
export function blankFormsMadeOnce(): (slug: BlankFormSlug, brand: Brand) => Promise<Uint8Array> {
  const made = new Map<string, Promise<Uint8Array>>();
  return (slug, brand) => {
    const key = `${brand.code}/${slug}`;
    let bytes = made.get(key);
    if (!bytes) {
      bytes = import('./render.ts').then(({ blankFormPdf }) => blankFormPdf(slug, brand));
      made.set(key, bytes);
      bytes.catch(() => made.delete(key));
    }
    return bytes;
  };
}
