// The one way the fake pages build their markup: an element with attributes and, optionally, text.
export function createElementIn(
  doc: Document,
  tag: string,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElement {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}
