import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER,
  allRedactions,
  describeRedacted,
  isCardNumber,
  isIban,
  redact,
  redactionKinds,
  redactionLabels,
  totalRedacted,
  type RedactionKind,
} from '../../lib/privacy/redact';
import { ordinaryTalk, personalItems } from './redaction-corpus';

describe('redaction on the corpus', () => {
  it.each(redactionKinds)('finds every %s item of the corpus (full recall) and puts its placeholder in', (kind) => {
    const corpus = personalItems.filter((c) => c.kind === kind);
    expect(corpus.length).toBeGreaterThanOrEqual(6);
    const missed = corpus.filter(({ text, item }) => {
      const { text: out, counts } = redact(text);
      return (
        out.includes(item) || counts[kind] !== 1 || totalRedacted(counts) !== 1 || !out.includes(PLACEHOLDER[kind])
      );
    });
    expect(missed.map((c) => c.text)).toEqual([]);
  });

  it('leaves ordinary sales and support talk unchanged (0 false positives)', () => {
    const changed = ordinaryTalk.filter((line) => redact(line).text !== line);
    expect(changed).toEqual([]);
    expect(ordinaryTalk.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps the sentence around the placeholder', () => {
    expect(redact('You can send the contract to jordan.lee@northwind-logistics.com today.').text).toBe(
      'You can send the contract to [email] today.',
    );
    expect(redact('Call me on +1 415 555 0132 after lunch, or mail ops@acme.dev.').text).toBe(
      'Call me on [phone] after lunch, or mail [email].',
    );
  });

  it('redacts only the kinds switched on', () => {
    const text = 'Mail sam@example.com, card 4111 1111 1111 1111, phone +44 20 7946 0958.';
    const only = (kind: RedactionKind) =>
      redact(text, { email: false, phone: false, card: false, iban: false, nationalId: false, [kind]: true });
    expect(only('email').text).toBe('Mail [email], card 4111 1111 1111 1111, phone +44 20 7946 0958.');
    expect(only('card').text).toBe('Mail sam@example.com, card [card], phone +44 20 7946 0958.');
    expect(redact(text, { ...allRedactions, phone: false }).text).toBe(
      'Mail [email], card [card], phone +44 20 7946 0958.',
    );
    expect(redact(text).counts).toEqual({ email: 1, phone: 1, card: 1, iban: 0, nationalId: 0 });
  });
});

describe('what the panel says', () => {
  it('names the count and each kind, singular or plural', () => {
    expect(describeRedacted({ email: 0, phone: 1, card: 0, iban: 0, nationalId: 0 })).toBe(
      '1 item was redacted in what was last sent: 1 phone number.',
    );
    expect(describeRedacted({ email: 2, phone: 0, card: 0, iban: 1, nationalId: 3 })).toBe(
      '6 items were redacted in what was last sent: 2 e-mail addresses, 1 IBAN, 3 national ID numbers.',
    );
  });

  it('names every kind for the options page, one label each', () => {
    expect(Object.keys(redactionLabels)).toEqual([...redactionKinds]);
    expect(redactionLabels.email).toBe('E-mail addresses');
    expect(redactionLabels.nationalId).toBe(
      'National ID numbers (US SSN, UK NI, German tax ID, French NIR, Spanish DNI/NIE, Brazilian CPF)',
    );
  });
});

describe('checksums', () => {
  it('takes a card number only when Luhn holds', () => {
    expect(isCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(redact('card 4111 1111 1111 1112').text).toBe('card 4111 1111 1111 1112');
  });

  it('takes an IBAN only when mod 97 holds', () => {
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('GB83 WEST 1234 5698 7654 32')).toBe(false);
    expect(redact('IBAN GB83 WEST 1234 5698 7654 32').text).toBe('IBAN GB83 WEST 1234 5698 7654 32');
  });
});

const luhnDigit = (body: string) => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
};
const words = fc.array(fc.stringMatching(/^[A-Za-z]{1,10}[,.]?$/), { maxLength: 8 }).map((w) => w.join(' '));

describe('redaction, property-based', () => {
  it('finds any Luhn-valid 16-digit card in groups of four, wherever it sits in a sentence', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{14}$/), words, words, (body, before, after) => {
        const number = body + luhnDigit(body);
        const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
        const { text, counts } = redact(`${before} ${grouped} ${after}`.trim());
        expect(text).not.toContain(grouped);
        expect(counts.card).toBe(1);
      }),
      { numRuns: 300, seed: 20_261_123 },
    );
  });

  it('never changes text without digits or @, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }).filter((s) => !/[\d@]/.test(s)),
        (text) => {
          expect(redact(text).text).toBe(text);
        },
      ),
      { numRuns: 300, seed: 20_261_123 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...personalItems.map((c) => c.text),
          ...fc.sample(fc.string({ maxLength: 80 }), { numRuns: 50, seed: 1 }),
        ),
        (text) => {
          const once = redact(text).text;
          expect(redact(once)).toEqual({ text: once, counts: { email: 0, phone: 0, card: 0, iban: 0, nationalId: 0 } });
        },
      ),
      { numRuns: 100, seed: 20_261_123 },
    );
  });
});
