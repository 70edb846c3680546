// Redaction before text leaves the browser: e-mail addresses, phone numbers, payment card numbers
// (Luhn-checked), IBANs (mod-97 checked) and national id numbers become typed placeholders, so guidance
// still reads well ("send it to [email]"). Phone numbers are taken as they are written in the US, the UK,
// Germany, France, Spain, Brazil and Japan; national ids are the US SSN, the UK National Insurance
// number, and, each only when its check digits hold, the German tax id (Steuer-IdNr), the French NIR,
// the Spanish DNI and NIE and the Brazilian CPF. Names, prices, dates, times, postcodes, order and
// ticket numbers stay: each rule asks for the shape or checksum of its kind, not just digits.
// Pure and linear in the text's length.
import { type MessageKey, t } from '../i18n/messages';

export const redactionKinds = ['email', 'phone', 'card', 'iban', 'nationalId'] as const;
export type RedactionKind = (typeof redactionKinds)[number];
export type RedactionSettings = Record<RedactionKind, boolean>;
export type RedactionCounts = Record<RedactionKind, number>;

export const PLACEHOLDER: Record<RedactionKind, string> = {
  email: '[email]',
  phone: '[phone]',
  card: '[card]',
  iban: '[iban]',
  nationalId: '[id]',
};

export const allRedactions: RedactionSettings = { email: true, phone: true, card: true, iban: true, nationalId: true };

export interface Redaction {
  text: string;
  counts: RedactionCounts;
}

const EMAIL =
  /[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,63})@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}\b/g;
/** 13 to 19 digits, in groups separated by single spaces or dashes. */
const CARD = /(?<![\d.,-])\d(?:[ -]?\d){12,18}(?![\d.,]\d|-\d)/g;
/** Two letters, two check digits, then 11 to 30 letters or digits, possibly in groups of four. */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/gi;
/** US SSN as written: 3-2-4 digits with dashes or spaces, never 000/666/9xx, 00 or 0000. */
const SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-])/g;
/** UK National Insurance number: two prefix letters (D, F, I, Q, U, V never; O never second), six digits, A–D. */
const UK_NI = /\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g;
// The national ids below stand alone: not inside a word, a longer number or a list of numbers.
/** French NIR: sex 1/2, year, month, department (2A/2B in Corsica), commune, birth order, two-digit key. */
const NIR = /(?<![\w.,/-]|\d )[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}(?!\w|[.,/-]\d| \d)/gi;
/** Spanish DNI (8 digits, maybe dotted) or NIE (X, Y or Z and 7 digits), then the control letter. */
const DNI_NIE = /(?<![\w.,/-])(?:[XYZ]-?\d{7}|\d{8}|\d{2}\.\d{3}\.\d{3})[ -]?[A-Z](?!\w)/gi;
/** Brazilian CPF: 123.456.789-09, 123456789-09 or 11 plain digits. */
const CPF = /(?<![\w.,/-]|\d )\d{3}(?:\.\d{3}\.\d{3}-|\d{6}-?)\d{2}(?!\w|[.,/-]\d| \d)/g;
/** German tax id (Steuer-IdNr): 11 digits, never a leading 0, plain or grouped 2-3-3-3 or 3-3-3-2. */
const DE_TAX_ID = /(?<![\w.,/-]|\d )[1-9](?:\d{10}|\d \d{3} \d{3} \d{3}|\d{2} \d{3} \d{3} \d{2})(?!\w|[.,/-]\d| \d)/g;
/**
 * Phone-like: an optional + or 00, then digits with the separators phone numbers are written with
 * (a slash only between digits, as in the German 030/1234567).
 */
const PHONE_CANDIDATE = /(?<![\w+@.,/-])(?:\+|00)?\(?\d(?:[\d ().-]|\/(?=\d)){5,22}\d(?![\w@]|[.,/-]\d)/g;
/** Words that, just before a plain run of digits, say it is a phone number. */
const PHONE_WORDS =
  /(?:phone|call|tel|mobile|cell|whatsapp|sms|text me|reach me|ring me|number is|fax)\b[^\d\n]{0,20}$/i;

export function redact(text: string, enabled: RedactionSettings = allRedactions): Redaction {
  const counts: RedactionCounts = { email: 0, phone: 0, card: 0, iban: 0, nationalId: 0 };
  let out = text;
  /** `accept` says whether the match is the item, or how much of it is (0: none); the rest stays as it was. */
  const replace = (
    kind: RedactionKind,
    pattern: RegExp,
    accept: (match: string, offset: number, whole: string) => boolean | number,
  ) => {
    if (!enabled[kind]) return;
    out = out.replace(pattern, (match: string, ...rest: unknown[]) => {
      // replace() passes capture groups first, then the offset and the whole string.
      const whole = rest[rest.length - 1] as string;
      const offset = rest[rest.length - 2] as number;
      const accepted = accept(match, offset, whole);
      const length = accepted === true ? match.length : accepted === false ? 0 : accepted;
      if (length === 0) return match;
      counts[kind]++;
      return PLACEHOLDER[kind] + match.slice(length);
    });
  };
  // Most specific first: an IBAN or a card holds digit runs a phone rule would take. A NIR's 15 digits
  // could pass Luhn, so it goes before the card (a 15-digit card, Amex, starts with 3, never 1 or 2).
  replace('email', EMAIL, () => true);
  replace('iban', IBAN, ibanPrefixLength);
  replace('nationalId', NIR, isNir);
  replace('card', CARD, isCardNumber);
  replace('nationalId', SSN, () => true);
  replace('nationalId', UK_NI, (match) => match === match.toUpperCase());
  // A lower-case letter after a space is a word ("… 12345678 y …" in Spanish), not a control letter.
  replace('nationalId', DNI_NIE, (match) => !/ [a-z]$/.test(match) && isSpanishId(match));
  replace('nationalId', CPF, isCpf);
  replace('nationalId', DE_TAX_ID, isGermanTaxId);
  replace('phone', PHONE_CANDIDATE, (match, offset, whole) =>
    isPhoneNumber(
      match,
      whole.slice(Math.max(0, offset - 40), offset),
      whole.slice(offset + match.length, offset + match.length + 12),
    ),
  );
  return { text: out, counts };
}

export function totalRedacted(counts: RedactionCounts): number {
  return redactionKinds.reduce((sum, kind) => sum + counts[kind], 0);
}

/** Luhn's check over 13–19 digits; separators only between groups of 4 (or 4-6-5 and 4-6-4 for Amex/Diners). */
export function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, '');
  if (digits.length < 13 || digits.length > 19 || /^(\d)\1+$/.test(digits)) return false;
  const groups = candidate.split(/[ -]/);
  if (
    groups.length > 1 &&
    !groups.slice(0, -1).every((g) => g.length === 4) &&
    !/^\d{4}[ -]\d{6}[ -]\d{4,5}$/.test(candidate)
  )
    return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The pattern may run on into the next word ("...7654 32 by"): the longest run of its space-separated
 * parts that is an IBAN, or 0.
 */
function ibanPrefixLength(match: string): number {
  const parts = match.split(' ');
  for (let count = parts.length; count > 0; count--) {
    const candidate = parts.slice(0, count).join(' ');
    if (isIban(candidate)) return candidate.length;
  }
  return 0;
}

/** ISO 13616: moved first four characters, letters as 10–35, remainder 1 modulo 97. */
export function isIban(candidate: string): boolean {
  const iban = candidate.replace(/ /g, '').toUpperCase();
  if (iban.length < 15 || iban.length > 34 || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder === 1;
}

/** German tax id: ISO 7064 MOD 11,10 check digit; in the first ten digits one digit twice or three times. */
export function isGermanTaxId(candidate: string): boolean {
  const digits = candidate.replace(/ /g, '');
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  // The rest of the first ten are all different, so one or two digits go unused.
  const first = digits.slice(0, 10);
  const repeated = [...'0123456789'].map((d) => first.split(d).length - 1).filter((count) => count > 1);
  if (repeated.length !== 1 || (repeated[0] ?? 0) > 3) return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    const sum = (digits.charCodeAt(i) - 48 + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === digits.charCodeAt(10) - 48;
}

/** French NIR: the key is 97 − (the 13 digits mod 97), with Corsica's 2A and 2B counted as 19 and 18. */
export function isNir(candidate: string): boolean {
  const nir = candidate.replace(/ /g, '').toUpperCase();
  if (!/^[12]\d{4}(?:\d{2}|2[AB])\d{8}$/.test(nir)) return false;
  const body = nir.slice(0, 5) + ({ '2A': '19', '2B': '18' }[nir.slice(5, 7)] ?? nir.slice(5, 7)) + nir.slice(7, 13);
  let remainder = 0;
  for (const digit of body) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  return 97 - remainder === Number(nir.slice(13));
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish DNI or NIE: the letter is the number mod 23 in DNI_LETTERS; an NIE's X, Y, Z count as 0, 1, 2. */
export function isSpanishId(candidate: string): boolean {
  const id = candidate.replace(/[ .-]/g, '').toUpperCase();
  if (!/^[XYZ\d]\d{7}[A-Z]$/.test(id)) return false;
  const prefix = 'XYZ'.indexOf(id.charAt(0));
  const number = Number((prefix >= 0 ? String(prefix) : id.charAt(0)) + id.slice(1, 8));
  return DNI_LETTERS.charAt(number % 23) === id.charAt(8);
}

/** Brazilian CPF: two mod-11 check digits over weights 10…2 and 11…2; one digit eleven times is no CPF. */
export function isCpf(candidate: string): boolean {
  const digits = candidate.replace(/[.-]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1+$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits.charCodeAt(i) - 48) * (length + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === digits.charCodeAt(9) - 48 && check(10) === digits.charCodeAt(10) - 48;
}

/**
 * A phone number, not a date, time, price, version or order number: 7–15 digits, and written the way
 * phone numbers are (international prefix, area code in brackets, the 3-3-4 or trunk-0 groupings, and
 * each country's own: German 030/1234567, French 06 12 34 56 78, Spanish 612 345 678 and 91 123 45 67,
 * Brazilian 11 91234-5678, Japanese 03-1234-5678), or a plain run of 10–12 digits right after a word
 * such as "call" or "phone". `after` is the text that follows, so "612 345 678 €" stays an amount.
 */
export function isPhoneNumber(candidate: string, before: string, after = ''): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (/[$€£¥]\s*$/.test(before) || /\d[.,]$/.test(before)) return false;
  if (AMOUNT_AFTER.test(after)) return false;
  // Dates and times in any order of parts: 2026-11-23, 23.11.2026, 11/23.
  if (/^\d{1,4}([-./])\d{1,2}\1\d{1,4}$/.test(candidate)) return false;
  if (candidate.startsWith('+')) return digits.length >= 8;
  // 00 dials abroad only before a country code, and an international number is written in groups.
  if (/^00[1-9]/.test(candidate)) return /[ ().-]/.test(candidate) || digits.length >= 11;
  // The slash of a German number parts the area code from the subscriber, and nothing else.
  if (candidate.includes('/')) return /^0\d{2,5} ?\/ ?\d[\d ]{2,10}\d$/.test(candidate) && digits.length >= 8;
  if (/^\(\d{2,5}\)[ .-]?\d/.test(candidate)) return true;
  if (/^\d{3}([-. ])\d{3}\1\d{4}$/.test(candidate)) return true;
  if (/^0\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}$/.test(candidate) && digits.length >= 10) return true;
  return (
    COUNTRY_PHONE.some((shape) => shape.test(candidate)) || (/^\d{10,12}$/.test(candidate) && PHONE_WORDS.test(before))
  );
}

/** A currency or unit right after the digits: an amount ("3 000 €", "612 345 678 euros"), not a phone. */
const AMOUNT_AFTER = /^\s?(?:[$€£¥%円]|(?:eur|euros?|usd|gbp|chf|brl|reais|dollars?|yen)\b)/i;

/** Each country's own way of writing a number without its international prefix. */
const COUNTRY_PHONE = [
  // France: ten digits from 0, in pairs split by spaces, dots or dashes.
  /^0[1-9]([ .-])\d{2}(?:\1\d{2}){3}$/,
  // Spain: nine digits from 6, 7, 8 or 9, as 612 345 678, 612 34 56 78 or 91 123 45 67.
  /^[6-9]\d{2} (?:\d{3} \d{3}|\d{2} \d{2} \d{2})$/,
  /^[89]\d \d{3} \d{2} \d{2}$/,
  // Brazil: two-digit area code (no 0 in it), then 4 or 5 digits, a dash and 4.
  /^[1-9]{2} 9?\d{4}-\d{4}$/,
  // Japan: trunk 0 and area code, local part and line number parted by dashes, 10 or 11 digits.
  /^0(?=.{11,12}$)\d{1,4}-\d{1,4}-\d{4}$/,
];

/** Each kind's count in words, for one item and for several. */
const KIND_WORDS: Record<RedactionKind, [MessageKey, MessageKey]> = {
  email: ['redactedEmailOne', 'redactedEmailMany'],
  phone: ['redactedPhoneOne', 'redactedPhoneMany'],
  card: ['redactedCardOne', 'redactedCardMany'],
  iban: ['redactedIbanOne', 'redactedIbanMany'],
  nationalId: ['redactedNationalIdOne', 'redactedNationalIdMany'],
};

/** "3 items were redacted in what was last sent: 2 e-mail addresses, 1 phone number." */
export function describeRedacted(counts: RedactionCounts): string {
  const total = totalRedacted(counts);
  const kinds = redactionKinds
    .filter((kind) => counts[kind] > 0)
    .map((kind) => t(KIND_WORDS[kind][counts[kind] === 1 ? 0 : 1], counts[kind]))
    .join(', ');
  return total === 1 ? t('redactedOne', kinds) : t('redactedMany', total, kinds);
}

const LABELS: Record<RedactionKind, MessageKey> = {
  email: 'redactedLabelEmail',
  phone: 'redactedLabelPhone',
  card: 'redactedLabelCard',
  iban: 'redactedLabelIban',
  nationalId: 'redactedLabelNationalId',
};

/** Names of the kinds for the options page, read when shown (in the browser's language). */
export const redactionLabels: Readonly<Record<RedactionKind, string>> = Object.defineProperties(
  {} as Record<RedactionKind, string>,
  Object.fromEntries(redactionKinds.map((kind) => [kind, { enumerable: true, get: () => t(LABELS[kind]) }])),
);
