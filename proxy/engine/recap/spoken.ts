// Spoken English made regular for the recap's rules, keeping names: lower case, plain apostrophes and
// contractions spelled out. (The analysis rules' plain() marks names as "zname"; an owner needs the name.)

const CONTRACTIONS: Array<[RegExp, string]> = [
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
