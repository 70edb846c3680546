// Redaction in the six languages: phone numbers as written in Germany, France, Spain, Brazil and Japan,
// and the German tax id, French NIR, Spanish DNI/NIE and Brazilian CPF, each only when its check digits
// hold. Every number here is made up; the check digits are computed by the small helpers below, written
// from each id's published rule, not with the functions under test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER,
  isCpf,
  isGermanTaxId,
  isNir,
  isSpanishId,
  type RedactionKind,
  redact,
  totalRedacted,
} from '../../lib/privacy/redact';

/** Steuer-IdNr check digit, ISO 7064 MOD 11,10. */
const taxIdDigit = (body: string) => {
  let product = 10;
  for (const char of body) {
    let sum = (Number(char) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return String(check === 10 ? 0 : check);
};
/** NIR key: 97 − (13 digits mod 97), 2A → 19 and 2B → 18. */
const nirKey = (body: string) => {
  const n = BigInt(body.replace('2A', '19').replace('2B', '18'));
  return String(97n - (n % 97n)).padStart(2, '0');
};
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dniLetter = (digits: string) => DNI_LETTERS.charAt(Number(digits) % 23);
/** CPF: two mod-11 digits, weights 10…2 then 11…2. */
const cpfDigits = (body: string) => {
  const digits = [...body].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.slice(9).join('');
};

describe('the helpers give the published examples', () => {
  it('computes check digits as the rules say', () => {
    expect(taxIdDigit('8609574271')).toBe('9');
    expect(cpfDigits('123456789')).toBe('09');
    expect(dniLetter('12345678')).toBe('Z');
    expect(dniLetter('01234567')).toBe('L'); // X1234567L
    expect(nirKey('1850578006084')).toBe('91');
  });
});

/** Each sentence carries one item; `item` must be gone and one placeholder of `kind` in its place. */
const expectRedacted = (kind: RedactionKind, text: string, item: string) => {
  const { text: out, counts } = redact(text);
  expect(out).not.toContain(item);
  expect(out).toBe(text.replace(item, PLACEHOLDER[kind]));
  expect(counts[kind]).toBe(1);
  expect(totalRedacted(counts)).toBe(1);
  // Idempotent: what is redacted once is not redacted again.
  expect(totalRedacted(redact(out).counts)).toBe(0);
};

const phones: Array<[string, string, string]> = [
  ['DE', 'Rufen Sie mich unter +49 30 1234567 an.', '+49 30 1234567'],
  ['DE', 'Mein Festnetz: 030 12345678, ab 9 Uhr.', '030 12345678'],
  ['DE', 'Handy 0171 1234567', '0171 1234567'],
  ['DE', 'Telefon 030/1234567 oder per Mail.', '030/1234567'],
  ['DE', 'Die Zentrale erreichen Sie unter (030) 123 456 78.', '(030) 123 456 78'],
  ['FR', 'Appelez-moi au +33 6 12 34 56 78 demain.', '+33 6 12 34 56 78'],
  ['FR', 'Mon portable : 06 12 34 56 78.', '06 12 34 56 78'],
  ['FR', 'Tél. 06.12.34.56.78', '06.12.34.56.78'],
  ['FR', 'Le standard, c’est le 01-42-68-53-00.', '01-42-68-53-00'],
  ['ES', 'Llámame al +34 612 34 56 78 por la tarde.', '+34 612 34 56 78'],
  ['ES', 'Mi móvil es 612 345 678.', '612 345 678'],
  ['ES', 'Mi móvil es 612 34 56 78.', '612 34 56 78'],
  ['ES', 'La oficina de Madrid: 91 123 45 67.', '91 123 45 67'],
  ['BR', 'Me liga no +55 11 91234-5678 amanhã.', '+55 11 91234-5678'],
  ['BR', 'Celular (11) 91234-5678', '(11) 91234-5678'],
  ['BR', 'O fixo é 11 3456-7890.', '11 3456-7890'],
  ['JP', '電話は+81 3-1234-5678です。', '+81 3-1234-5678'],
  ['JP', '03-1234-5678までご連絡ください。', '03-1234-5678'],
  ['JP', '携帯は090-1234-5678です。', '090-1234-5678'],
  ['JP', 'フリーダイヤル 0120-123-456', '0120-123-456'],
];

const ids: Array<[string, string, string]> = [
  ['DE tax id', 'Meine Steuer-ID ist 86095742719.', '86095742719'],
  ['DE tax id', 'Steuer-IdNr.: 12 345 678 911', '12 345 678 911'],
  ['DE tax id', 'Die IdNr. 654 923 781 52 steht im Bescheid.', '654 923 781 52'],
  ['DE tax id', 'IdNr 12131456787 (eine Ziffer dreimal)', '12131456787'],
  ['FR NIR', 'Mon numéro de sécu est 1 85 05 78 006 084 91.', '1 85 05 78 006 084 91'],
  ['FR NIR', 'NIR : 291047512345604', '291047512345604'],
  ['FR NIR', 'Né en Corse-du-Sud : 2 80 12 2A 045 123 06.', '2 80 12 2A 045 123 06'],
  ['FR NIR', 'Haute-Corse, 1 70 09 2B 123 045 09', '1 70 09 2B 123 045 09'],
  ['ES DNI', 'Mi DNI es 12345678Z.', '12345678Z'],
  ['ES DNI', 'DNI 87654321-X, a nombre de Ana.', '87654321-X'],
  ['ES DNI', 'Con puntos: 12.345.678-Z', '12.345.678-Z'],
  ['ES DNI', 'y con espacio 12345678 Z en el formulario', '12345678 Z'],
  ['ES NIE', 'Mi NIE es X1234567L.', 'X1234567L'],
  ['ES NIE', 'NIE Y-7654321-G', 'Y-7654321-G'],
  ['ES NIE', 'el nie z0123456c en minúsculas', 'z0123456c'],
  ['BR CPF', 'Meu CPF é 123.456.789-09.', '123.456.789-09'],
  ['BR CPF', 'CPF 52998224725 no cadastro', '52998224725'],
  ['BR CPF', 'cpf: 111.444.777-35', '111.444.777-35'],
  ['BR CPF', 'Pode usar 935411347-80.', '935411347-80'],
];

describe('phone numbers as written in Germany, France, Spain, Brazil and Japan', () => {
  it.each(phones)('%s: %s', (_country, text, item) => expectRedacted('phone', text, item));
});

describe('national ids with their check digits', () => {
  it.each(ids)('%s: %s', (_kind, text, item) => expectRedacted('nationalId', text, item));

  it('counts each item once in a longer message', () => {
    const { text, counts } = redact(
      'CPF 123.456.789-09, DNI 12345678Z, NIR 1 85 05 78 006 084 91, Steuer-ID 86095742719, Tel. 030/1234567.',
    );
    expect(text).toBe('CPF [id], DNI [id], NIR [id], Steuer-ID [id], Tel. [phone].');
    expect(counts).toEqual({ email: 0, phone: 1, card: 0, iban: 0, nationalId: 4 });
  });
});

describe('a wrong check digit is not an id', () => {
  it.each([
    'Steuer-ID 86095742718',
    'Steuer-IdNr.: 12 345 678 912',
    // The right check digit, but all ten first digits differ: no tax id has that.
    'IdNr 65492378101',
    'NIR 1 85 05 78 006 084 92',
    'NIR 291047512345605',
    'Corse : 2 80 12 2A 045 123 07',
    'DNI 12345678A',
    'DNI 12.345.678-Y',
    'NIE X1234567M',
    'CPF 123.456.789-08',
    'CPF 123.456.789-19',
    'CPF 52998224726',
    // Every digit the same passes both CPF checks, and is never issued.
    'CPF 111.111.111-11',
  ])('%s stays', (text) => {
    expect(redact(text).text).toBe(text);
  });

  it('checks each id by its own rule', () => {
    expect(isGermanTaxId('86095742719')).toBe(true);
    expect(isGermanTaxId('86 095 742 719')).toBe(true);
    expect(isGermanTaxId('06095742719')).toBe(false);
    // A digit four times in the first ten.
    const four = `1112134567`;
    expect(isGermanTaxId(four + taxIdDigit(four))).toBe(false);
    expect(isNir('185057800608491')).toBe(true);
    expect(isNir('2 80 12 2A 045 123 06')).toBe(true);
    expect(isNir('385057800608491')).toBe(false);
    expect(isSpanishId('12345678Z')).toBe(true);
    expect(isSpanishId('X1234567L')).toBe(true);
    expect(isSpanishId('W1234567L')).toBe(false);
    expect(isCpf('123.456.789-09')).toBe(true);
    expect(isCpf('000.000.000-00')).toBe(false);
  });

  it('takes a lower-case word after a space for a word, not a control letter', () => {
    // 12345670 mod 23 is 6, the letter Y: "y" is Spanish for "and".
    expect(dniLetter('12345670')).toBe('Y');
    const text = 'Los pedidos 12345670 y 12345671 llegaron ayer.';
    expect(redact(text).text).toBe(text);
    expect(redact('DNI 12345670Y').text).toBe('DNI [id]');
  });
});

/** Ordinary talk in the six languages: prices, dates, times, order numbers, years, quantities, postcodes. */
const ordinary = [
  'Das kostet 1.234,56 € im Jahr.',
  'Wir liefern 12.500 Stück bis Ende März.',
  'Der Termin ist am 27.11.2026 um 14:30 Uhr.',
  'Ihre Bestellung #123456 ist unterwegs.',
  'Unser Büro: Friedrichstraße 12, 10115 Berlin.',
  'Wir haben 10 000 Kunden und 250 Mitarbeiter.',
  'Der Umsatz lag 2025 bei 3,4 Mio. Euro.',
  'Treffen um 09:30 oder 14:30?',
  'Le devis est de 3 000 € HT.',
  'Rendez-vous le 27/11/2026 à 14:30, 75008 Paris.',
  'Le budget est de 612 345 678 €.',
  'Le contrat court jusqu’en 2028, pour 1 250 utilisateurs.',
  'Le dossier 2026-000931 est clos.',
  'La factura de 1.250.000 pesos vence el 27/11/2026.',
  'El pedido 4500123 llega el 3 de diciembre, código postal 28013.',
  'Son 3 x 250 ml por caja, 12 cajas.',
  'O valor é R$ 1.234,56 por mês.',
  'Pedido nº 123456789 confirmado.',
  'CEP 01310-100, São Paulo.',
  'Entregamos 2.500 unidades em 2027.',
  '会議は2026年11月27日の14:30からです。',
  '価格は12,800円です。',
  '注文番号 #123456 は発送済みです。',
  '〒100-0001 東京都千代田区',
  'Order #123456 for 12.500 units, 1.234,56 € in total.',
];

describe('ordinary numbers stay', () => {
  it.each(ordinary)('%s', (text) => {
    expect(redact(text).text).toBe(text);
  });
});

const words = fc.array(fc.stringMatching(/^[A-Za-z]{1,10}[,.]?$/), { maxLength: 8 }).map((w) => w.join(' '));
const digitsOf = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
/** Another digit in place of `digit`. */
const otherDigit = (digit: string, shift: number) => String((Number(digit) + shift) % 10);
const settings = { numRuns: 300, seed: 20_261_127 };

/** `number` embedded in words is redacted as an id; `changed` (a check digit off) is not. */
const expectOnlyValid = (before: string, after: string, number: string, changed: string, elseValid = false) => {
  const sentence = (item: string) => `${before} ${item} ${after}`.trim();
  const { text, counts } = redact(sentence(number));
  expect(text).not.toContain(number);
  expect(counts.nationalId).toBe(1);
  const other = redact(sentence(changed));
  // Unless it happens to be another id (11 plain digits may be both a CPF and a tax id); 15 plain
  // digits may pass Luhn and become a card.
  if (!elseValid) expect(other.counts.nationalId).toBe(0);
  if (totalRedacted(other.counts) === 0) expect(other.text).toBe(sentence(changed));
};

describe('national ids, property-based', () => {
  it('finds any valid CPF, plain or punctuated, and not one with a check digit changed', () => {
    fc.assert(
      fc.property(
        digitsOf(9).filter((body) => !/^(\d)\1+$/.test(body)),
        fc.boolean(),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 1, max: 9 }),
        words,
        words,
        (body, punctuated, which, shift, before, after) => {
          const check = cpfDigits(body);
          const wrong =
            which === 0 ? otherDigit(check[0] ?? '', shift) + check[1] : check[0] + otherDigit(check[1] ?? '', shift);
          const write = (digits: string) =>
            punctuated
              ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
              : digits;
          const changed = write(body + wrong);
          expectOnlyValid(before, after, write(body + check), changed, !punctuated && isGermanTaxId(changed));
        },
      ),
      settings,
    );
  });

  it('finds any valid DNI or NIE, with or without a hyphen or space, and not with another letter', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digitsOf(8),
          fc.tuple(fc.constantFrom('X', 'Y', 'Z'), digitsOf(7)).map(([p, d]) => p + d),
        ),
        fc.constantFrom('', '-', ' '),
        fc.integer({ min: 1, max: 22 }),
        words,
        words,
        (id, separator, shift, before, after) => {
          const number = id.replace(/^[XYZ]/, (p) => String('XYZ'.indexOf(p)));
          const letter = dniLetter(number);
          const wrong = DNI_LETTERS.charAt((DNI_LETTERS.indexOf(letter) + shift) % 23);
          expectOnlyValid(before, after, id + separator + letter, id + separator + wrong);
        },
      ),
      settings,
    );
  });

  it('finds any valid NIR, Corsica included, plain or spaced, and not with another key', () => {
    const two = (min: number, max: number) => fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
    fc.assert(
      fc.property(
        fc.constantFrom('1', '2'),
        two(0, 99),
        two(1, 12),
        fc.oneof(
          two(1, 95).filter((d) => d !== '20'),
          fc.constantFrom('2A', '2B'),
        ),
        digitsOf(6),
        fc.integer({ min: 1, max: 99 }),
        fc.boolean(),
        words,
        words,
        (sex, year, month, department, place, shift, spaced, before, after) => {
          const body = sex + year + month + department + place;
          const key = nirKey(body);
          const wrong = String((Number(key) + shift) % 100).padStart(2, '0');
          const write = (k: string) =>
            spaced ? `${sex} ${year} ${month} ${department} ${place.slice(0, 3)} ${place.slice(3)} ${k}` : body + k;
          expectOnlyValid(before, after, write(key), write(wrong));
        },
      ),
      settings,
    );
  });

  it('finds any valid German tax id and not one with the check digit changed', () => {
    // Ten first digits with exactly one digit twice: nine different digits and one of them again.
    const firstTen = fc
      .tuple(fc.shuffledSubarray([...'0123456789'], { minLength: 9, maxLength: 9 }), fc.nat(8), fc.nat(9))
      .map(([nine, again, at]) => [...nine.slice(0, at), nine[again] ?? '1', ...nine.slice(at)].join(''))
      .filter((ten) => !ten.startsWith('0'));
    fc.assert(
      fc.property(
        firstTen,
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        words,
        words,
        (ten, shift, grouped, before, after) => {
          const check = taxIdDigit(ten);
          const write = (digits: string) =>
            grouped ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}` : digits;
          const changed = ten + otherDigit(check, shift);
          expectOnlyValid(before, after, write(ten + check), write(changed), !grouped && isCpf(changed));
        },
      ),
      settings,
    );
  });
});
