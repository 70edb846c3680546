// How long a text is as LinkedIn counts it. LinkedIn's limits are the `maxlength` of its text boxes,
// and HTML's `maxlength` counts UTF-16 code units of the box's value, in which every line break is
// one "\n" (a pasted "\r\n" or lone "\r" becomes one). So an emoji outside the BMP counts 2, a kana
// or kanji 1. The extension's live count and the engine's limits both use this one function.

/** The length LinkedIn's `maxlength` sees: UTF-16 units, each line break (CRLF, CR or LF) counting one. */
export function linkedinLength(text: string): number {
  let n = text.length;
  for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1)) if (text.charCodeAt(i + 1) === 10) n -= 1;
  return n;
}
