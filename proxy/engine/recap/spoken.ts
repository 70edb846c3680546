// Spoken English made regular for the recap's rules, keeping names: lower case, plain apostrophes and
// contractions spelled out. (The analysis rules' plain() marks names as "zname"; an owner needs the name.)

const CONTRACTIONS: Array<[RegExp, string]> = [
  // Captions drop apostrophes: "ill send it", "im on it", "lets go with".
  [/\bill\b/g, "i'll"],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should|can)nt\b/g, "$1n't"],
  [/\bdont\b/g, "don't"],
  [/\bcant\b/g, "can't"],
  [/\bthats\b/g, "that's"],
  [
    /\blets (?=go|do|start|stick|move|keep|leave|renew|use|try|book|schedule|set|plan|take|make|say|not|just)/g,
    "let's ",
  ],
  [/\bcan't\b|\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/\bi'm\b/g, 'i am'],
  [/\blet's\b/g, 'let us'],
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\b(it|that|there|what|here|he|she|who|this)'s\b/g, '$1 is'],
];

export function spoken(sentence: string): string {
  let text = sentence.replace(/[\u2018\u2019\u02bc`´]/g, "'").toLowerCase();
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}
