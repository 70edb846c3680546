// The id of a support tool message whose page gives it none, derived from what the page shows of it.

/**
 * An id for a message whose page gives it none, from what the page shows of it (side, sender, time,
 * text): the same message read again (re-rendered, scrolled back into a virtual list, reopened)
 * gets the same id. The trade-off: two messages showing exactly the same parts share one id, so
 * an identical repeat ("ok", "ok") in one group without its own time reads as one message.
 */
export function contentMessageId(parts: readonly (string | undefined)[]): string {
  // Two FNV-1a style hashes (different start and multiplier): 64 bits, so distinct messages of one
  // conversation practically never share an id.
  const input = parts.map((part) => part ?? '').join('\u001f');
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `c${(a >>> 0).toString(36)}${(b >>> 0).toString(36).padStart(7, '0')}`;
}
