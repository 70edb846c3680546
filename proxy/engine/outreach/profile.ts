// Reads what an outreach message can be built on from free text: the person's name, current role
// and company, and one concrete detail; and, after the "About me and my offer:" line, who writes and
// what they offer. Labelled lines ("Name:", "Current role:", "Experience:" …) are read first; any
// other layout (a pasted bio, LinkedIn's page text) is searched sentence by sentence.
import { NO_SPACE_SCRIPT } from '../analyze/text.ts';
import { isAsk, spamPhrasesIn, splitSentences } from './rules.ts';

export type DetailSource = 'activity' | 'experience' | 'about' | 'headline' | 'text';

export interface ProfileFacts {
  firstName?: string;
  /** The labelled name without titles or LinkedIn's marks, for languages that greet by full name. */
  fullName?: string;
  role?: string;
  company?: string;
  /** One concrete thing from the profile, as written there, without its final full stop. */
  detail?: string;
  detailSource?: DetailSource;
}

export interface SenderFacts {
  firstName?: string;
  /** Up to two of the sender's own sentences saying who they are and what they offer, in their order. */
  offer: string[];
  /** The one of them that says what they offer. */
  value?: string;
}

/** The line that starts the sender's part of the input; see SENDER_SECTION_LABEL in the contract. */
const SENDER_LINE = /^[ \t>#*_-]*about me\s*(?:and|&)\s*my offer\b[ \t*_]*[:\-–—]?[ \t]*/im;

/** Splits generate's input into the profile text and the sender's part (after "About me and my offer:"). */
export function splitOutreachInput(input: string): { profile: string; sender?: string } {
  const label = SENDER_LINE.exec(input);
  if (!label) return { profile: input.trim() };
  const sender = input.slice(label.index + label[0].length).trim();
  return { profile: input.slice(0, label.index).trim(), ...(sender && { sender }) };
}

const LABELS: Record<string, string> = {
  name: 'name',
  headline: 'headline',
  location: 'location',
  'current role': 'role',
  'current position': 'role',
  position: 'role',
  about: 'about',
  summary: 'about',
  experience: 'experience',
  education: 'education',
  'recent activity': 'activity',
  activity: 'activity',
  posts: 'activity',
  skills: 'other',
  languages: 'other',
  licenses: 'other',
  certifications: 'other',
  interests: 'other',
};
const LABEL_LINE = new RegExp(`^(${Object.keys(LABELS).join('|')})\\s*(?::\\s*(.*))?$`, 'i');

type Sections = Map<string, string[]>;

/** Lines grouped under their label; lines before any label go under "text". */
function sections(text: string): Sections {
  const out: Sections = new Map([['text', []]]);
  let current = 'text';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const label = LABEL_LINE.exec(line);
    if (label) {
      current = LABELS[label[1]!.toLowerCase()]!;
      if (!out.has(current)) out.set(current, []);
      if (label[2]) out.get(current)!.push(label[2].trim());
      continue;
    }
    out.get(current)!.push(line);
  }
  return out;
}

const WORD = "\\p{Lu}[\\p{L}'’-]+";
const NAME_LINE = new RegExp(`^(?:(?:Dr|Mr|Mrs|Ms|Prof)\\.?\\s+)?(${WORD})(?:\\s+${WORD}){1,3}(?:,.*)?$`, 'u');
const BIO_NAME = new RegExp(
  `^(?:Meet\\s+)?(${WORD})(?:\\s+${WORD}){0,2}\\s+(?:is|was|leads|runs|heads|manages|works|has|joined|founded|built|serves|spent)\\b`,
  'u',
);
const FIRST_PERSON_NAME = new RegExp(`\\b(?:I'm|I’m|I am|my name is|this is)\\s+(${WORD})`, 'u');
// Words of a company name; "I" and "I'm" after "and" start a new clause, not the name.
const COMPANY =
  "\\p{Lu}[\\p{L}\\p{N}&.'’-]*(?:\\s+(?:(?:of|and|&|the|for|de)\\s+)?(?!I\\b|I['’])[\\p{Lu}\\p{N}][\\p{L}\\p{N}&.'’-]*){0,4}";
const ROLE = "[\\p{L}][\\p{L}&/.'’ -]{1,60}?";
const ROLE_AT_COMPANY_LINE = new RegExp(`^(${ROLE})\\s+(?:at|@)\\s+(${COMPANY})`, 'u');
const ROLE_IN_SENTENCE = new RegExp(
  `\\b(?:is|as|am|I'm|I’m|was|currently)\\s+(?:the\\s+|an?\\s+|our\\s+)?(${ROLE})\\s+(?:at|@|with)\\s+(${COMPANY})`,
  'u',
);
const WORKS_AT_AS = new RegExp(
  `\\b(?:works|working|work)\\s+(?:at|for)\\s+(${COMPANY})\\s+as\\s+(?:an?\\s+|the\\s+)?([\\p{L}][\\p{L}&/ -]{1,50})`,
  'u',
);
const COMPANY_ONLY = new RegExp(`\\b(?:at|joined)\\s+(${COMPANY})`, 'u');
/** "Jan 2022 - Present · 3 yrs", "2016 – 2021": a line that only gives dates. */
const DATE_LINE =
  /^(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d\s*[-–—]\s*(?:(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d\d|present|today|now)\b/iu;

function cleanCompany(company: string): string {
  return company.replace(/[\s.,;:'’-]+$/, '').trim();
}

function cleanRole(role: string): string | undefined {
  const r = role
    .replace(/^(?:the|an?)\s+/i, '')
    .replace(/[\s,;:-]+$/, '')
    .trim();
  return r && r.split(/\s+/).length <= 8 ? r : undefined;
}

/** "VP Operations at Northwind Logistics | …", "Head of Fleet, Carto Freight (2016 - 2021): …". */
function roleAndCompany(line: string, allowComma: boolean): { role?: string; company?: string } {
  const head = line.split(/\s*[|(]\s*|\s+[·•–—]\s+|\s+-\s+|:\s+/)[0]!.trim();
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(head);
  if (at) return { role: cleanRole(at[1]!), company: cleanCompany(at[2]!) };
  if (allowComma) {
    const comma = /^([^,]+),\s*(.+)$/.exec(head);
    if (comma) return { role: cleanRole(comma[1]!), company: cleanCompany(comma[2]!.split(',')[0]!) };
  }
  return {};
}

const BULLET = /^[-•*–]\s*/;

interface Experience {
  role?: string;
  company?: string;
  description: string[];
}

/** Entries as "- Title, Company (dates): description" lines, or LinkedIn's title / company · kind / dates blocks. */
function experiences(lines: readonly string[]): Experience[] {
  if (lines.some((l) => BULLET.test(l))) {
    const entries: Experience[] = [];
    for (const line of lines) {
      if (!BULLET.test(line)) {
        // A description on the lines under its entry.
        if (!DATE_LINE.test(line)) entries.at(-1)?.description.push(line);
        continue;
      }
      const entry = line.replace(BULLET, '');
      const description = /\)\s*:\s*(.+)$/.exec(entry)?.[1] ?? /^[^:()]+:\s*(.+)$/.exec(entry)?.[1];
      entries.push({ ...roleAndCompany(entry, true), description: description ? [description] : [] });
    }
    return entries;
  }
  if (lines.length === 0) return [];
  const [title, second] = lines;
  const companyLine = second && !DATE_LINE.test(second) ? second.split(/\s+·\s+/)[0] : undefined;
  const description = lines.slice(companyLine ? 2 : 1).filter((l) => !DATE_LINE.test(l) && l.split(/\s+/).length >= 5);
  const inline = roleAndCompany(title!, false);
  return [
    inline.company
      ? { ...inline, description }
      : { role: cleanRole(title!), company: companyLine && cleanCompany(companyLine), description },
  ];
}

const TITLE =
  /\b(?:officer|head|director|manager|engineer|founder|co-founder|ceo|cto|cfo|coo|vp|lead|president|partner|consultant|designer|developer|analyst|recruiter|scientist|executive|specialist|owner|architect)\b/i;

/** Current role and company: labelled lines, the first experience entry, then the text's own words. */
function readRole(
  parts: Sections,
  exps: readonly Experience[],
  sentences: readonly string[],
): { role?: string; company?: string } {
  for (const line of [parts.get('role')?.[0], parts.get('headline')?.[0]]) {
    const found = line ? roleAndCompany(line, false) : {};
    if (found.company) return found;
  }
  if (exps[0]?.company) return { role: exps[0].role, company: exps[0].company };
  // A headline that is only a title ("Chief People Officer | Ex-Google") still gives the role.
  const title = parts.get('headline')?.[0]?.split(/\s*[|·•]\s*/)[0];
  if (title && TITLE.test(title) && title.split(/\s+/).length <= 5 && !/^\p{L}+ing\b/u.test(title))
    return { role: cleanRole(title) };
  for (const s of sentences) {
    const inSentence = ROLE_IN_SENTENCE.exec(s);
    if (inSentence) return { role: cleanRole(inSentence[1]!), company: cleanCompany(inSentence[2]!) };
    const worksAs = WORKS_AT_AS.exec(s);
    if (worksAs) return { role: cleanRole(worksAs[2]!), company: cleanCompany(worksAs[1]!) };
  }
  for (const line of parts.get('text')!) {
    const m = line.length <= 100 ? ROLE_AT_COMPANY_LINE.exec(line) : null;
    if (m && !/\b(?:is|was|am|are|I'm|I’m)\b/.test(m[1]!))
      return { role: cleanRole(m[1]!), company: cleanCompany(m[2]!) };
  }
  const company = sentences.map((s) => COMPANY_ONLY.exec(s)?.[1]).find(Boolean);
  return company ? { company: cleanCompany(company) } : {};
}

function readName(parts: Sections, sentences: readonly string[]): string | undefined {
  const labelled = parts.get('name')?.[0];
  const candidates = [
    labelled && /^(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?([\p{L}'’-]+)/u.exec(labelled)?.[1],
    // "Rafael Souza · 2nd", "Dana Whitfield (She/Her)": the name is before the marks LinkedIn adds.
    parts
      .get('text')!
      .slice(0, 3)
      .map((l) => NAME_LINE.exec(l.split(/\s+[·|(•]/)[0]!.trim())?.[1])
      .find(Boolean),
    sentences.map((s) => BIO_NAME.exec(s)?.[1]).find(Boolean),
    sentences.map((s) => FIRST_PERSON_NAME.exec(s)?.[1]).find(Boolean),
  ];
  return candidates.find((c): c is string => Boolean(c));
}

/** Achievement verbs of the other languages, for profiles not in English. */
const OTHER_ACHIEVEMENT =
  /(?<![\p{L}])(?:aufgebaut|eingeführt|gesteigert|gesenkt|verdoppelt|gegründet|geleitet|gestartet|eröffnet|reduziert|skaliert|umgesetzt|lancé|créé|fondé|développé|réduit|augmenté|doublé|dirigé|mis en place|lancé|lancée|lideré|lanzamos|lancé|fundé|reduje|aumenté|dupliqué|implementé|crecimos|lancei|lançamos|criei|fundei|reduzi|aumentei|dobrei|liderei|implementei|crescemos)(?![\p{L}])|立ち上げ|導入|削減|達成|設立|拡大|倍増|構築|短縮/u;
const ACHIEVEMENT =
  /\b(recently|just|launched|built|grew|led|opened|cut|reduced|raised|hired|won|wrote|spoke|published|scaled|founded|shipped|joined|promoted|rolled out|moved|expanded|doubled|halved|introduced|set up|started|created)\b/i;
const FLUFF = /\b(passionate|results[- ]driven|dynamic|synergy|team player|thought leader|go-getter|self-starter)\b/i;
const OTHER_FLUFF = /(?<![\p{L}])(?:leidenschaftlich|passionnée?|apasionad[oa]|apaixonad[oa])(?![\p{L}])|情熱/iu;
const SOURCE_WEIGHT: Record<DetailSource, number> = { activity: 2, experience: 1, about: 0, text: 0, headline: -1 };

/** Can be quoted back to the reader: a plain statement, not an ask, no spam words, not too long. */
function usable(sentence: string, minChars = 20): boolean {
  return (
    sentence.length >= minChars &&
    sentence.length <= 200 &&
    !sentence.includes('?') &&
    !sentence.includes('"') &&
    !isAsk(sentence) &&
    spamPhrasesIn(sentence).length === 0
  );
}

function concreteness(sentence: string, source: DetailSource): number {
  return (
    SOURCE_WEIGHT[source] +
    (/\d/.test(sentence) ? 2 : 0) +
    (ACHIEVEMENT.test(sentence) || OTHER_ACHIEVEMENT.test(sentence) ? 2 : 0) -
    (FLUFF.test(sentence) || OTHER_FLUFF.test(sentence) ? 3 : 0)
  );
}

/** The most concrete sentence from the activity, experience, about or other text (a headline's tail last). */
function readDetail(
  parts: Sections,
  exps: readonly Experience[],
  skip: (s: string) => boolean,
): Pick<ProfileFacts, 'detail' | 'detailSource'> {
  const candidates: Array<{ text: string; source: DetailSource }> = [];
  const add = (source: DetailSource, lines: readonly string[]) => {
    for (const line of lines)
      for (const s of splitSentences(line.replace(BULLET, ''))) candidates.push({ text: s, source });
  };
  add('activity', parts.get('activity') ?? []);
  add(
    'experience',
    exps.flatMap((e) => e.description),
  );
  add('about', parts.get('about') ?? []);
  add('text', parts.get('text') ?? []);
  const tail = parts
    .get('headline')?.[0]
    ?.split(/\s*\|\s*/)
    .slice(1)
    .find((t) => t.split(/\s+/).length >= 2);
  if (tail) candidates.push({ text: tail, source: 'headline' });
  let best: { text: string; source: DetailSource; score: number } | undefined;
  for (const c of candidates) {
    const text = c.text.replace(/[.!。！]+$/, '').trim();
    if (skip(text) || !usable(text, c.source === 'headline' ? 8 : 20)) continue;
    const score = concreteness(text, c.source);
    if (!best || score > best.score) best = { text, source: c.source, score };
  }
  return best ? { detail: best.text, detailSource: best.source } : {};
}

export function readProfile(input: string): ProfileFacts {
  const parts = sections(input);
  const allSentences = [...parts.values()].flat().flatMap((l) => splitSentences(l));
  const facts: ProfileFacts = {};

  const firstName = readName(parts, allSentences);
  if (firstName) facts.firstName = firstName;
  const nameLine = parts.get('name')?.[0];
  const fullName = nameLine
    ?.split(/\s*[,(|·•]/)[0]
    ?.replace(/^(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)+/, '')
    .trim();
  if (fullName) facts.fullName = fullName;

  const exps = experiences(parts.get('experience') ?? []);
  const { role, company } = readRole(parts, exps, allSentences);
  if (role) facts.role = role;
  if (company) facts.company = company;

  // A line that only states the role is no detail: the message names the role already.
  const isRoleLine = (s: string) =>
    Boolean(facts.company && facts.role && s.includes(facts.role) && s.includes(facts.company) && s.length < 90);
  Object.assign(
    facts,
    readDetail(parts, exps, (s) => isRoleLine(s) || NAME_LINE.test(s)),
  );
  return facts;
}

/** A sentence that says what the sender offers, as opposed to who they are. */
const OFFER = /\b(?:help|helps|helping|offer|offers|so that|so you|save|saves|cut|cuts|turn|turns|without)\b/i;
const OTHER_OFFER =
  /(?<![\p{L}])(?:helfen|hilft|unterstützen|unterstützt|sparen|spart|damit|ohne|aidons|aide|permet|permettons|sans|ayudamos|ayuda|permite|ahorra|sin|ajudamos|ajuda|permite|economiza|sem)(?![\p{L}])|支援|サポート|削減|効率化|お手伝い/iu;
// Case-sensitive, so that the name's capital is required: "Ich bin seit …" gives no name.
const OTHER_FIRST_PERSON_NAME = new RegExp(
  `(?<![\\p{L}])(?:[Ii]ch bin|[Mm]ein Name ist|[Jj]e suis|[Jj]e m['’]appelle|[Ss]oy|[Mm]e llamo|[Ss]ou(?: [ao])?|[Mm]eu nome é|[Mm]e chamo)\\s+(${WORD})`,
  'u',
);
/** "佐藤と申します": a Japanese sender's name comes before the humble "is called". */
const JAPANESE_SENDER_NAME =
  /([\p{Script=Han}\p{Script=Katakana}]{1,6})(?:\s*[\p{Script=Han}\p{Script=Hiragana}]{1,4})?と申します/u;

/** The profile's own prose (headline, about, experience, activity), not its names, for finding its language. */
export function profileProse(input: string): string {
  const parts = sections(input);
  const prose = ['headline', 'about', 'experience', 'activity'].flatMap((key) => parts.get(key) ?? []);
  return (prose.length > 0 ? prose : parts.get('text')!).join('\n');
}

/** The sender's first name and up to two sentences of their own about who they are and what they offer. */
export function readSender(text: string): SenderFacts {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const labelled = lines.map((l) => /^name\s*:\s*(\S+)/i.exec(l)?.[1]).find(Boolean);
  const prose = lines
    .map((l) => l.replace(/^[\p{L} ]{2,20}:\s*/u, '').replace(/^[-•*]\s*/, ''))
    .filter((l) => l.split(/\s+/).length >= 4 || (NO_SPACE_SCRIPT.test(l) && l.length >= 10));
  const sentences = prose
    .flatMap((l) => splitSentences(l))
    .map((s) =>
      /[.!]$/.test(s) || (NO_SPACE_SCRIPT.test(s) && /[。！]$/.test(s))
        ? s
        : `${s}${NO_SPACE_SCRIPT.test(s) ? '。' : '.'}`,
    );
  const firstName =
    labelled ??
    sentences.map((s) => FIRST_PERSON_NAME.exec(s)?.[1]).find(Boolean) ??
    sentences.map((s) => OTHER_FIRST_PERSON_NAME.exec(s)?.[1] ?? JAPANESE_SENDER_NAME.exec(s)?.[1]).find(Boolean) ??
    (lines[0] && NAME_LINE.exec(lines[0])?.[1]);
  const usableOffer = sentences.filter(
    (s) => s.length <= 220 && !s.includes('?') && !isAsk(s) && spamPhrasesIn(s).length === 0,
  );
  const value =
    usableOffer.find((s) => OFFER.test(s)) ??
    usableOffer.find((s) => OTHER_OFFER.test(s)) ??
    usableOffer[1] ??
    usableOffer[0];
  const intro = usableOffer.find((s) => s !== value);
  const offer = [intro, value]
    .filter((s): s is string => Boolean(s))
    .sort((a, b) => usableOffer.indexOf(a) - usableOffer.indexOf(b));
  return { ...(firstName && { firstName }), offer, ...(value && { value }) };
}
