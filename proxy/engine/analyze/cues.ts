// Spoken English made regular for the cue rules: lower case, contractions spelled out, product
// and company names marked, and each sentence cut into clauses. The rules then match a few
// spellings of each idea instead of every way a caption can write it.

/** A capitalised word inside a sentence is taken for a name (a product, a company, a person). */
export const NAME = 'zname';

// Capitalised words that are not names of products or companies.
const NOT_NAMES = new Set(
  (
    "i,i'm,i'd,i'll,i've,ok,okay,monday,tuesday,wednesday,thursday,friday,saturday,sunday,january,february,march,april,may," +
    'june,july,august,september,october,november,december,christmas,thanksgiving,easter,q1,q2,q3,q4,eu,us,uk,english,european,american'
  ).split(','),
);

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bcan't\b|\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bain't\b/g, 'is not'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/\bi'm\b/g, 'i am'],
  [/\blet's\b/g, 'let us'],
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\bgotta\b/g, 'got to'],
  // "'s" after a pronoun or a topic word is "is"; after other words it stays a possessive.
  [
    /\b(it|that|there|what|here|he|she|who|how|where|when|now|this|timing|price|pricing|money|budget|cost|everything|nothing|something|anything|nobody|everybody|everyone|someone|somebody|anyone|anybody|which|why|one|today|tomorrow)'s\b/g,
    '$1 is',
  ],
];

/** Contractions spelled out in lower-case text ("won't" is "will not"), for rules that match words. */
export function spelledOut(lower: string): string {
  let text = lower;
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  return text;
}

/** Lower case, plain apostrophes, contractions spelled out, names marked; punctuation kept. */
export function plain(sentence: string): string {
  let text = sentence.replace(/[\u2018\u2019\u02bc`´]/g, "'");
  let first = true;
  text = text.replace(/[A-Za-z][\w'-]*/g, (word) => {
    const wasFirst = first;
    first = false;
    if (wasFirst || !/^[A-Z]/.test(word)) return word;
    const bare = word.replace(/'s$/, '');
    // Acronyms of roles and systems (CFO, ERP, IT) are not vendor names.
    if (NOT_NAMES.has(bare.toLowerCase()) || /^[A-Z]{2,4}s?$/.test(bare)) return word;
    return word.endsWith("'s") ? `${NAME}'s` : NAME;
  });
  return spelledOut(text.toLowerCase()).replace(/\s+/g, ' ').trim();
}

const CLAUSE_BREAK = /\s*(?:[,;:()\u2014\u2013]|\s-\s|\.\.\.)\s*|\s+(?=but\s)/;
/** A clause that only supposes something ("if budget is a concern, ...") states no objection. */
// "If you could get it down to two thousand" is the buyer's own condition, so it stays.
const HYPOTHETICAL =
  /^(?:if(?! you (?:could|can|guys could|were able to))|in case|whether|even if|assuming|suppose|supposing|unless you)\b/;

/** The clauses of a plain sentence, without punctuation. */
export function clauses(plainSentence: string): string[] {
  return plainSentence
    .split(CLAUSE_BREAK)
    .map((clause) =>
      clause
        .replace(/[^a-z0-9'$%\s-]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((clause) => clause.length > 0);
}

/** The clauses that state something: hypothetical ones left out. */
export function statedClauses(plainSentence: string): string[] {
  return clauses(plainSentence).filter((clause) => !HYPOTHETICAL.test(clause));
}
