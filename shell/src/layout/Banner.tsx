/**
 * SPEC §2: a notification banner when the site data names a banner file. The server reads the file of the shell's
 * build into the page (no request after the page, nothing moving in view when it arrives, and the same in
 * the pre-rendered page as after hydration). Shown as text, never as HTML.
 */
export function Banner({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <aside className="notification-banner" aria-label="Notice">
      <p className="notification-banner__text">{text}</p>
    </aside>
  );
}
