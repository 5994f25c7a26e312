import { afterEach, describe, expect, it } from 'vitest';
import { resolveSite, saveFormKeyFromQuery } from '../src/site.ts';

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

describe('SPEC §2 track: a query key is saved as FormKey on app start', () => {
  it.each([
    ['/track-asic?ref=VEA0001542&key=Zx81kQ_p-2mN7rT0', 'Zx81kQ_p-2mN7rT0'],
    ['/track-asic?key=short', undefined],
    ['/track-asic?key=%3Cscript%3Ealert(1)%3C%2Fscript%3E', undefined],
    ['/track-asic', undefined],
  ])('%s saves %s', (url, expected) => {
    window.history.replaceState(null, '', url);
    const saved: string[] = [];
    saveFormKeyFromQuery(window, (key) => saved.push(key));
    expect(saved[0]).toBe(expected);
  });

  it('takes the key out of the address bar, keeping the rest', () => {
    window.history.replaceState(null, '', '/track-asic?ref=VEA0001542&key=Zx81kQ_p-2mN7rT0#top');
    saveFormKeyFromQuery(window, () => {});
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/track-asic?ref=VEA0001542#top');
  });
});
