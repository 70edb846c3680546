// Outreach in each of Sidecue's languages: Generate writes in the profile's language (or the chosen
// one) from the catalog, within LinkedIn's limits; Evaluate and Shorten read every language.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkedinLength } from '../../../lib/api/characters.ts';
import { LINKEDIN_CONNECTION_MAX_CHARS, type OutreachType } from '../../../lib/api/contract.ts';
import { languages, type Language } from '../../../lib/api/language.ts';
import { languageOfText } from '../../../proxy/engine/language/detect.ts';
import { evaluatePrompt, generatePrompt, shortenPrompt } from '../../../proxy/engine/model/prompts.ts';
import { WORDING } from '../../../proxy/engine/outreach/catalog.ts';
import { evaluateOutreach } from '../../../proxy/engine/outreach/evaluate.ts';
import { generateOutreach } from '../../../proxy/engine/outreach/generate.ts';
import { readProfile } from '../../../proxy/engine/outreach/profile.ts';
import { shortenText } from '../../../proxy/engine/outreach/shorten.ts';
import { PROFILES } from './profiles.ts';

const types: OutreachType[] = ['email', 'inmail', 'linkedin_message', 'linkedin_connection'];
const asText = (d: { subject?: string; body: string }) => `${d.subject ? `Subject: ${d.subject}\n` : ''}${d.body}`;

describe.each(languages)('outreach in %s', (language: Language) => {
  const { input, firstName, company } = PROFILES[language];
  const w = WORDING[language];

  it.each(types)('generates a %s in the profile language, from the catalog, within limits', (type) => {
    const draft = generateOutreach(input, type);
    expect(languageOfText(draft.body)).toBe(language);
    expect(draft.characters).toBe(linkedinLength(draft.body));
    if (type === 'linkedin_connection') {
      expect(draft.characters).toBeLessThanOrEqual(LINKEDIN_CONNECTION_MAX_CHARS);
      expect(w.noteAsks.some((ask) => draft.body.endsWith(ask))).toBe(true);
    } else {
      expect(w.longAsks.some((ask) => draft.body.includes(ask))).toBe(true);
    }
    expect(draft.body).toContain(firstName);
    // A connection note may give the company's place to a detail from the profile.
    if (type !== 'linkedin_connection') expect(draft.body).toContain(company);
    if (type === 'email' || type === 'inmail') expect(w.subjects(company, firstName)).toContain(draft.subject);
  });

  it('evaluates its own drafts as clear, with one ask and no spam, messages in the language', () => {
    for (const type of types) {
      const draft = generateOutreach(input, type);
      const result = evaluateOutreach(asText(draft), type);
      const codes = result.findings.map((f) => f.code);
      expect(codes).not.toContain('no_call_to_action');
      expect(codes).not.toContain('several_calls_to_action');
      expect(codes).not.toContain('no_personalization');
      expect(codes).not.toContain('over_limit');
      expect(codes).not.toContain('too_short');
      expect(codes).not.toContain('too_long');
      expect(result.metrics.callsToAction).toBe(1);
      expect(result.score).toBeGreaterThanOrEqual(80);
    }
  });

  it('shortens its drafts to any limit without going over or cutting a word', () => {
    const draft = generateOutreach(input, 'email').body;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (limit) => {
        const short = shortenText(draft, limit);
        expect(linkedinLength(short)).toBeLessThanOrEqual(limit);
        // Every piece kept is whole: its words (Japanese: its sentences) all come from the draft.
        for (const piece of short.split(/\s+|(?<=[。？！])/).filter(Boolean)) expect(draft).toContain(piece);
      }),
    );
  });

  it('keeps the greeting and the ask when a connection note must be cut', () => {
    const draft = generateOutreach(input, 'email').body;
    const ask = w.longAsks.find((a) => draft.includes(a))!;
    const short = shortenText(draft, linkedinLength(ask) + 60);
    expect(short).toContain(ask);
  });
});

describe('a chosen language wins over the profile language', () => {
  it('writes a German profile in Spanish when Spanish is chosen', () => {
    const draft = generateOutreach(PROFILES.de.input, 'linkedin_message', 'es');
    expect(draft.body.startsWith('Hola Katrin,')).toBe(true);
    expect(WORDING.es.longAsks.some((ask) => draft.body.includes(ask))).toBe(true);
    expect(generateOutreach(PROFILES.de.input, 'linkedin_message').body.startsWith('Hola')).toBe(false);
  });
});

describe('forms of address', () => {
  it('greets a German reader by full name with Sie, a Japanese reader by family name with 様', () => {
    const de = generateOutreach(PROFILES.de.input, 'email').body;
    expect(de).toMatch(/^(?:Guten Tag|Hallo) Katrin Hoffmann,/);
    expect(de).toMatch(/\bSie\b/);
    expect(de).not.toMatch(/\b(?:du|dich|dein)\b/i);
    const ja = generateOutreach(PROFILES.ja.input, 'email').body;
    expect(ja.startsWith('山田様\n\n突然のご連絡失礼いたします。')).toBe(true);
    expect(ja).toContain('いただけますでしょうか。');
    expect(readProfile(PROFILES.ja.input).firstName).toBe('山田');
  });

  it('uses vous in French, tú in Spanish and você in Brazilian Portuguese', () => {
    expect(generateOutreach(PROFILES.fr.input, 'email').body).toMatch(/\bvous\b|\bvotre\b/);
    expect(generateOutreach(PROFILES.fr.input, 'email').body).not.toMatch(/\btu\b|\bton\b|\bta\b/);
    expect(generateOutreach(PROFILES.es.input, 'email').body).toMatch(/(?<!\p{L})(?:tu|te)(?!\p{L})/u);
    expect(generateOutreach(PROFILES.es.input, 'email').body).not.toMatch(/(?<!\p{L})usted(?!\p{L})/u);
    expect(generateOutreach(PROFILES.pt.input, 'email').body).toMatch(/você|\bseu\b|\bsua\b/u);
  });
});

describe('Evaluate in each language', () => {
  it('finds spam and hype words of the draft language and names them in its findings', () => {
    const cases: Array<[Language, string, string]> = [
      [
        'de',
        'Hallo Anna,\n\nunser Angebot ist garantiert risikofrei und nur heute gültig. Hätten Sie nächste Woche Zeit für ein Gespräch?',
        'risikofrei',
      ],
      [
        'fr',
        'Bonjour Claire,\n\nnotre offre est sans engagement et sans risque pour votre équipe. Seriez-vous disponible pour un échange la semaine prochaine ?',
        'sans risque',
      ],
      [
        'es',
        'Hola Lucía,\n\nes una oportunidad única y sin compromiso para tu equipo. ¿Tendrías 15 minutos la próxima semana para una llamada?',
        'oportunidad única',
      ],
      [
        'pt',
        'Olá, Ana!\n\nÉ uma oportunidade única e sem compromisso para o seu time. Você teria 15 minutos na próxima semana para uma conversa?',
        'oportunidade única',
      ],
      [
        'ja',
        '山田様\n\n期間限定のご案内です。今だけ完全無料でお試しいただけます。来週、15分ほどお時間をいただけますでしょうか。',
        '期間限定',
      ],
    ];
    for (const [language, text, phrase] of cases) {
      const result = evaluateOutreach(text, 'linkedin_message');
      expect(result.metrics.spamPhrases, language).toContain(phrase);
      const spam = result.findings.find((f) => f.code === 'spam_phrases')!;
      expect(languageOfText(spam.message), language).toBe(language);
    }
  });

  it('finds a missing ask in each language, with Japanese questions ending in か。 or ？', () => {
    const noAsk: Record<Exclude<Language, 'en'>, string> = {
      de: 'Hallo Anna,\n\nIhre Arbeit bei Nordlicht Logistik ist mir aufgefallen. Wir helfen Speditionen, Leerfahrten zu senken.',
      fr: 'Bonjour Claire,\n\nVotre travail chez Alpina Distribution a retenu mon attention. Nous aidons les équipes commerciales à mieux préparer leurs rendez-vous.',
      es: 'Hola Lucía,\n\nTu trabajo en Grupo Meridiano me llamó la atención. Ayudamos a empresas de transporte a reducir kilómetros en vacío.',
      pt: 'Olá, Ana!\n\nSeu trabalho na Vértice Logística chamou minha atenção. Ajudamos transportadoras a reduzir a quilometragem vazia.',
      ja: '山田様\n\n株式会社ミライ物流でのご活躍を拝見しました。弊社は配送ルートの最適化を支援しています。',
    };
    for (const [language, text] of Object.entries(noAsk)) {
      const codes = evaluateOutreach(text, 'linkedin_message').findings.map((f) => f.code);
      expect(codes, language).toContain('no_call_to_action');
    }
    for (const ask of ['来週、15分ほどお時間をいただけますでしょうか。', '来週お時間はありますか？']) {
      expect(evaluateOutreach(`山田様\n\n${ask}`, 'linkedin_message').metrics.callsToAction).toBe(1);
    }
  });

  it('counts Japanese length in characters, not in space-separated words', () => {
    const short = evaluateOutreach('山田様\n\n来週お時間はありますか？', 'email');
    expect(short.findings.find((f) => f.code === 'too_short')?.message).toMatch(/^\d+文字では/);
    const draft = generateOutreach(PROFILES.ja.input, 'email');
    expect(evaluateOutreach(asText(draft), 'email').findings.map((f) => f.code)).not.toContain('too_short');
  });

  it('reports Japanese words by word boundaries, not as the runs between punctuation', () => {
    // 山田/様 and 来週/お/時間/は/あり/ます/か: 9 words; runs of letters would give 2.
    expect(evaluateOutreach('山田様\n\n来週お時間はありますか？', 'email').metrics.words).toBeGreaterThanOrEqual(7);
    expect(evaluateOutreach('Hi Anna,\n\nDo you have time next week?', 'email').metrics.words).toBe(8);
  });

  it('counts a note over LinkedIn limit as LinkedIn does, in the draft language', () => {
    const note = `山田様\r\n${'お時間をいただけますでしょうか。'.repeat(20)}`;
    const over = evaluateOutreach(note, 'linkedin_connection').findings.find((f) => f.code === 'over_limit')!;
    expect(over.message).toContain(`${linkedinLength(note)}文字`);
  });
});

describe('Shorten in Japanese', () => {
  it('drops whole sentences, joins them without spaces, and never splits a character cluster', () => {
    const draft = generateOutreach(PROFILES.ja.input, 'linkedin_message').body;
    const short = shortenText(draft, 120);
    expect(linkedinLength(short)).toBeLessThanOrEqual(120);
    expect(short).not.toMatch(/。 /);
    expect(short.startsWith('山田様')).toBe(true);
    expect(short).toContain('いただけますでしょうか。');
    const emoji = shortenText('👩‍💻👩‍💻👩‍💻とても良い取り組みですね', 7);
    expect(emoji).toBe('👩‍💻');
  });
});

describe('the model path', () => {
  it('names the language to write in: the profile language, the draft language, or the chosen one', () => {
    const system = (messages: { role: string; content: string }[]) => messages[0]!.content;
    expect(system(generatePrompt(PROFILES.ja.input, 'email'))).toContain('Write it in Japanese');
    expect(system(generatePrompt(PROFILES.ja.input, 'email', 'fr'))).toContain('Write it in French');
    const draft = generateOutreach(PROFILES.pt.input, 'email').body;
    expect(system(evaluatePrompt(draft, 'email'))).toContain('in Brazilian Portuguese');
    expect(system(shortenPrompt(draft, 200))).toContain('Keep it in Brazilian Portuguese');
  });
});
