// Questions in German, French, Spanish, Brazilian Portuguese and Japanese, for captions that drop
// the question mark. Each language asks in its own way: German puts the verb first ("haben Sie…")
// or opens with a w-word; French uses "est-ce que", inversion ("pouvez-vous") or a question word
// left in place ("vous avez combien de sites"); Spanish and Portuguese keep statement order, so
// their questions show in accented question words, "si"/"se" after a verb of asking, or set
// openings ("tem como", "te va bien"); Japanese ends the sentence in か or asks "いかが".
// These rules read the sentence as written (accents and kana kept); the English rules are apart.
import { NO_SPACE_SCRIPT } from './text.ts';

/** Fillers and openers that change nothing about what a clause is. */
const OPENERS =
  /^(?:(?:und|aber|also|okay|ok|äh|ähm|hm|ja|gut|alles klar|achso|ach so|und äh|et|mais|alors|bon|euh|bah|ben|du coup|ok|d'accord|ah|oui|y|pero|entonces|este|eh|pues|bueno|vale|o sea|e|mas|então|tipo|aí|daí|e aí|olha|beleza|ah|oi|bom dia|boa tarde|bonjour|hola|hallo|guten tag|sorry)[\s,]+)+/u;

const W = "[\\p{L}'’-]+";

/**
 * `\b` made to know accented letters (JavaScript's sees "où" end before "ù"): before a word it
 * becomes "no letter behind", after one "no letter ahead".
 */
const unicodeWords = (rules: RegExp[]) =>
  rules.map((rule) =>
    rule.source.replace(/\\b(?=(.?))/g, (_, next: string) =>
      next === '(' || /\p{L}/u.test(next) ? '(?<![\\p{L}\\p{N}])' : '(?![\\p{L}\\p{N}])',
    ),
  );

const GERMAN = unicodeWords([
  // A w-word then the verb: "wie sieht das aus", "wann hätte er Zeit"; not "wie gesagt", "was wir brauchen".
  /^(?:wer|wen|wem|wessen|was|wann|wo|wohin|woher|warum|wieso|weshalb|weswegen|wie|welche[rsmn]?|womit|wofür|worüber|wozu|wobei|woran|worauf|ab wann|bis wann|seit wann|ab wie viel\w*)(?: (?:viel|viele|lange|oft|weit|genau|denn|teuer|schnell))? (?!(?:gesagt|besprochen|immer|schon gesagt|ich|wir|du|er|es|man|ihr|die|der|das)\b)/u,
  // The verb first, before who does it: "haben Sie", "gibt es", "könnten wir", "wäre denn".
  /^(?:kannst|können|könnten|könntest|kann|hast|haben|habt|hat|hätten|hättest|hätte|bist|sind|seid|ist|gibt|gäbe|wäre|wären|würde|würden|würdest|darf|dürfen|dürfte|muss|müssen|müsste|soll|sollen|sollte|sollten|wollt|wollen|willst|weißt|wisst|wissen|läuft|geht|funktioniert|hören|hörst|hört|sehen|siehst|passt|klappt|brauchen|braucht|brauchst|möchten|möchtest|nutzt|nutzen|unterstützt|unterstützen|bietet|bieten|kommt|kommen) (?:sie|du|ihr|wir|ich|es|das|man|der|die|den|dem|ein|eine|einen|denn|dann|bei|da|so|auch|noch|euch|mich|uns|jemand|irgendwie|schon|von)\b/u,
  /^wie wäre es\b|^was (?:halten|meinen|sagen) sie\b/u,
  // Asked indirectly: "ich wüsste gern, ob…", "mich würde interessieren, ob…".
  /\b(?:wüsste gern|möchte wissen|würde gern wissen|wollte fragen|frage mich|fragen wollte|interessieren|interessiert|nicht ganz klar|weiß nicht|verstehe nicht(?: ganz)?)\b.*\b(?:ob|wie|was|wann|warum|wieso|wo|welche\w*|wer)\b/u,
  /\boder (?:nur|nicht|eher|doch)\b/u,
]);

const FRENCH = unicodeWords([
  /\best-ce (?:que|qu'|qui)/u,
  /^(?:qui|quoi|quand|où|pourquoi|comment|combien|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles)\b(?! (?:on|je|nous|il|elle|ils|elles|vous|tu|dire|même)\b)/u,
  /^(?:pourquoi|comment|combien) (?:vous|tu|ils|on)\b/u,
  // Inversion: "pouvez-vous", "y a-t-il".
  new RegExp(`^${W}-(?:vous|tu|ils|elles|nous|je)\\b|-t-(?:il|elle|on)\\b`, 'u'),
  // The question word left in place: "vous avez combien de sites", "c'est quoi", "s'affichent où ces…".
  /\b(?:vous|tu|on|ils|elles|ça|c'est|ce serait)\b.*\b(?:combien|quoi|lequel|laquelle)\b/u,
  /\b(?:où|quand|comment)(?: (?:exactement|ça|(?:ces|ce|cette|les) \p{L}+))?$/u,
  /^(?:ah bon )?(?:lequel|laquelle|lesquels|lesquelles)$/u,
  /^(?:vous|tu) (?:pourriez|pouvez|pourrais|peux|auriez|aurais|voudriez|connaissez|utilisez)\b|^vous avez (?:des|combien|déjà|quel|quelle)\b|^(?:ce|ça) serait possible\b/u,
  /\b(?:savoir|demandais|demande|comprendre|dire) (?:si|combien|comment|pourquoi|quand|où|quel\w*|ce que|ce qui|à quoi)\b/u,
  /\bou (?:pas|non|seulement)\b/u,
]);

const SPANISH = unicodeWords([
  // Accented question words ask, directly or indirectly: "cuántos comerciales tenéis", "entender cómo".
  /(?:^|\s)(?:qué|quién|quiénes|cuándo|dónde|adónde|cómo|cuánto|cuánta|cuántos|cuántas|cuál|cuáles|por qué)(?=\s|$)(?!\s(?:bien|bueno|pena|guay|raro|maravilla|suerte|alivio|lástima|rollo|fuerte)\b)/u,
  /\b(?:saber|pregunto|preguntar|sé|sabéis|sabes|confirmar|consultar|comprobar) si\b/u,
  /^(?:tenéis|tienes|tiene|tienen|hay) (?:algún|alguna|algo|alguien|integración|casos|manera|forma|opción|posibilidad)\b/u,
  /^(?:podrías|podría|podéis|podríais|podrían|puedes|pueden|se puede|sabes|sabéis|me escuchas|me oyes|me oís|nos escuchas)\b/u,
  /\b(?:te|le|os|les) (?:va|viene|parece|irían?|vendría) bien\b|^(?:te|le|os) parece\b/u,
  /\bo (?:solo|sólo|no)\b/u,
]);

const PORTUGUESE = unicodeWords([
  /^(?:o que|quem|onde|quanto|quanta|quantos|quantas|qual|quais|por que|por quê|pra que|cadê|como que)\b/u,
  /^(?:quando|como) (?!(?:eu|a gente|nós|ele|ela|eles|elas|você|vocês|falei|disse)\b)/u,
  // The question word left in place: "usam o que", "ficam onde", "leva quanto tempo", "pra qual e-mail".
  /(?:^|\s)(?:o que|onde)(?= (?:pra|para|por|de|no|na|nos|nas|em|com) |$)|\b(?:quando)$|\b(?:quanto tempo|quantos|quantas|pra qual|para qual|qual|quais)\b/u,
  /^(?:tem como|dá pra|da pra|será que|alguém pode|alguém sabe|consegue|conseguem|pode me|podem me|poderia|poderiam)\b/u,
  /(?:^|\s)(?:você|vocês) (?:quer|querem|pode|podem|poderia|poderiam|tem|têm|sabe|sabem|usa|usam|emitem|aceita|aceitam|consegue|conseguem|oferecem|fazem|trabalham|integram)\b/u,
  /\b(?:tá|está|vocês? tá|você está) me (?:ouvindo|escutando|vendo)\b|\bfica bom (?:pra|para) (?:você|vocês)\b/u,
  /\b(?:saber|pergunto|perguntar|confirmar|entender) (?:se|por que|por quê|como|quando|quanto|qual|onde|o que)\b/u,
  /\bou (?:só|não|somente)\b/u,
]);

const JAPANESE = [
  // A sentence ending in か asks; "そうですか" ("I see") does not.
  /(?<!^(?:あ|ああ|はい)?[、 ]?そう(?:です|なんです)?)(?:か|かな|かね|でしょう|かしら)$/u,
  /いかが|どうすれば|どうしたら/u,
  /(?:かどうか|どこ|どう|いつ|何|なぜ|どの|どれ|理由).*(?:教えて|確認させて|知りたい|伺いたい)/u,
  /(?:教えて|確認させて)(?:ください|いただけ|もらえ)/u,
];

/** The four languages' rules as one pattern: one pass over a clause instead of thirty. */
const EUROPEAN = new RegExp(
  [...GERMAN, ...FRENCH, ...SPANISH, ...PORTUGUESE].map((rule) => `(?:${rule})`).join('|'),
  'u',
);

/**
 * A closing tag asks for agreement, not an answer: "…, oder?", "…, n'est-ce pas ?", "…ですよね".
 * Bare "no" is left to the English rules, where "…, no?" is already a tag; "ou não", "ou non" and
 * "oder nicht" offer a choice, which asks.
 */
const TAG =
  /(?:(?<!(?:^|\s)(?:ou|o|oder))[,\s](?:oder|gell|ne|nicht wahr|n'est-ce pas|hein|non|verdad|vale|né|não é|não)|よね|ですね)$/u;

function normalised(sentence: string): string {
  return sentence
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’´`]/g, "'")
    .replace(/[.!?？¿¡。！…«»"“”「」『』:;()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a sentence of another of Sidecue's languages asks something; English is not judged here. */
export function asksInOtherLanguage(sentence: string): boolean {
  // A plain "?" is the English rules' to judge; these add "¿", "？" and a "?" after Japanese.
  if (/[¿？]/.test(sentence) || (/\?\s*$/.test(sentence) && NO_SPACE_SCRIPT.test(sentence))) return true;
  if (/[!！]\s*$/.test(sentence)) return false;
  const text = normalised(sentence);
  // Each clause, and the whole: "mich würde interessieren, ob…" asks across its comma.
  const parts = text.split(/\s*,\s*|、/);
  for (const clause of parts.length > 1 ? [text, ...parts] : parts) {
    const bare = clause.replace(OPENERS, '').replace(/[\s、]+$/, '');
    if (bare.length === 0) continue;
    if (NO_SPACE_SCRIPT.test(bare)) {
      if (JAPANESE.some((rule) => rule.test(bare.replace(/\s+/g, '')))) return true;
      continue;
    }
    if (EUROPEAN.test(bare)) return true;
  }
  return false;
}

/** Whether a sentence closes on a tag of another language, which asks for agreement only. */
export function closesWithTag(sentence: string): boolean {
  const text = normalised(sentence);
  return TAG.test(text) && /[\s,、]/.test(text.replace(TAG, ''));
}
