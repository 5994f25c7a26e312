import { useEffect, useState } from 'react';

/** SPEC §2: a notification banner when the site data names a banner file. Shown as text, never as HTML. */
export function Banner({ file }: { file?: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    fetch(`/banners/${encodeURIComponent(file)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : null))
      .then((body) => setText(body?.trim() || null))
      .catch(() => setText(null));
    return () => controller.abort();
  }, [file]);
  if (!text) return null;
  return (
    <aside className="notification-banner" aria-label="Notice">
      <p className="notification-banner__text">{text}</p>
    </aside>
  );
}
