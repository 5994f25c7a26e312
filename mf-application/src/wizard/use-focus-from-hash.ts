import { useEffect } from 'react';
import { useLocation } from 'react-router';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href]';
/** How long a field that is not on the page yet (its list still loading) is waited for. */
const WAIT_MS = 5000;

/** Brings a field into view with its label or legend, and focuses it (a group's first control). */
export function focusField(target: HTMLElement): void {
  const control = target.matches(FOCUSABLE) || target.hasAttribute('tabindex') ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  const caption = document.querySelector(`label[for="${target.id}"]`) ?? target.closest('fieldset')?.querySelector('legend') ?? target;
  caption.scrollIntoView?.({ block: 'start' });
  (control ?? target).focus({ preventScroll: true });
}

/**
 * A step opened at a field (`…/step1?return=summary#f-Birthdate`, the summary's 'Change' links) focuses that field
 * on arrival, waiting a moment for fields that appear once their lists load. Nothing happens without a hash.
 */
export function useFocusFromHash(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    // Field ids are plain (fieldId); anything else in the address is not ours to act on.
    if (!/^[A-Za-z0-9_-]+$/.test(id)) return;
    const found = () => {
      const target = document.getElementById(id);
      if (target) focusField(target);
      return target !== null;
    };
    if (found()) return;
    const observer = new MutationObserver(() => {
      if (found()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
}
