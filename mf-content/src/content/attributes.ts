import type { ContentDocument, PageAttributes } from './types.ts';

// Front matter is YAML a writer types: these read it with a clear error naming the file when a field is missing,
// and the content tests run them over every file, so a mistake fails the tests rather than a page.

export function text(document: Pick<ContentDocument, 'file' | 'attributes'>, name: string): string {
  const value = document.attributes[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${document.file}: front matter needs '${name}'`);
  return value;
}

export function optionalText(document: ContentDocument, name: string): string | undefined {
  const value = document.attributes[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function pageAttributes(document: ContentDocument): PageAttributes {
  return { title: text(document, 'title'), description: text(document, 'description') };
}
