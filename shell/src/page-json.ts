// The server writes data into the page as <script type="application/json" id="…"> elements (site data, the
// pre-render's marker, the remotes list, the page's carried answers); each is read the same way.

/** The JSON of the page's element with this id, or undefined when there is none or it is not JSON. */
export function readPageJson(doc: Document, id: string): unknown {
  try {
    return JSON.parse(doc.getElementById(id)?.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
