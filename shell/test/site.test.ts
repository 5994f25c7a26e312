import { afterEach, describe, expect, it } from 'vitest';
import { resolveSite } from '../src/site.ts';

function visit(url: string) {
  window.history.replaceState(null, '', url);
  return resolveSite(window);
}

afterEach(() => {
  sessionStorage.clear();
  delete document.body.dataset.brand;
});

describe('SPEC §1 brand resolution in the browser', () => {
  it('keeps a ?company= choice for the session', () => {
    expect(visit('/apply?company=bne').brand.code).toBe('bne');
    expect(visit('/faq').brand.code).toBe('bne');
    expect(visit('/faq?company=adg').brand.code).toBe('adg');
  });

  it('ignores an unknown company and falls back to the host or the default', () => {
    expect(visit('/?company=evilcorp').brand.code).toBe('default');
    expect(sessionStorage.getItem('company')).toBeNull();
  });

  it('follows the brand the server rendered when nothing else says', () => {
    document.body.dataset.brand = 'sfc';
    expect(visit('/').brand.code).toBe('sfc');
  });

  it('chooses the card type among the brand’s card types', () => {
    expect(visit('/?company=default&card=msic').cardType).toBe('msic');
    expect(visit('/').cardType).toBe('msic');
    // bne only issues ASICs.
    expect(visit('/?company=bne&card=msic').cardType).toBe('asic');
  });
});
