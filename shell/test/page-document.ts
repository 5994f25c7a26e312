/** A document whose body is the given markup: the data elements the server writes into a page (page-json.ts). */
export function docWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}
