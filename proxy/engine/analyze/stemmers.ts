// Light suffix strippers for German, French and Spanish: enough to merge the inflections of one
// word ("Kosten", "kostet"; "chère", "chers"; "necesitamos", "necesitan") for the objection model,
// not a dictionary form. No maintained stemmer ships with the project's packages, and the model
// only needs forms that meet, not linguistically right ones. Words come in as `fold` gives them.

/** Lower case without accents, umlauts or ß: captions and chat often drop them, so both spellings meet. */
export function fold(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Strips the first suffix of `suffixes` (longest listed first) that leaves at least `keep` letters. */
function strip(word: string, suffixes: readonly string[], keep: number): string {
  for (const suffix of suffixes)
    if (word.endsWith(suffix) && word.length - suffix.length >= keep) return word.slice(0, -suffix.length);
  return word;
}

// After CISTEM (Weissweiler and Fraser, 2017): German endings are a few letters from a small set.
export function stemGerman(word: string): string {
  let w = word;
  while (w.length > 3) {
    if (w.length > 5 && /(?:em|er|nd)$/.test(w)) w = w.slice(0, -2);
    else if (/[test]$/.test(w) || w.endsWith('n')) w = w.slice(0, -1);
    else break;
  }
  return w;
}

const FRENCH_SUFFIXES = [
  'issements',
  'issement',
  'ations',
  'ation',
  'ements',
  'ement',
  'ateurs',
  'ateur',
  'atrices',
  'atrice',
  'euses',
  'euse',
  'ables',
  'able',
  'ites',
  'ite',
  'ments',
  'ment',
  'eraient',
  'erions',
  'eront',
  'erons',
  'erait',
  'aient',
  'ions',
  'iez',
  'ives',
  'ive',
  'ifs',
  'if',
  'eux',
  'ait',
  'ais',
  'ent',
  'ons',
  'ees',
  'ee',
  'es',
  'er',
  'ez',
  'e',
  's',
  'x',
];

export function stemFrench(word: string): string {
  if (word.length <= 3) return word;
  // The plural first, so "décisions" and "décision" keep the same stem.
  const singular = /[sx]$/.test(word) && word.length > 4 ? word.slice(0, -1) : word;
  return strip(singular, FRENCH_SUFFIXES, 3);
}

const SPANISH_SUFFIXES = [
  'amente',
  'mente',
  'aciones',
  'acion',
  'adores',
  'adora',
  'ador',
  'iendo',
  'ando',
  'aremos',
  'aron',
  'ieron',
  'abamos',
  'aban',
  'aba',
  'amos',
  'emos',
  'imos',
  'ados',
  'adas',
  'ado',
  'ada',
  'idos',
  'idas',
  'ido',
  'ida',
  'ian',
  'ia',
  'an',
  'en',
  'ar',
  'er',
  'ir',
  'es',
  'os',
  'as',
  'o',
  'a',
  'e',
  's',
];

export function stemSpanish(word: string): string {
  return word.length <= 3 ? word : strip(word, SPANISH_SUFFIXES, 3);
}
