import { describe, expect, it } from 'vitest';
import { objectionKinds, type TranscriptMessage } from '../../lib/api/contract.ts';
import { detectIn, languageBuildParts } from '../../bench/engine-corpus.ts';
import { countNextSteps, score } from '../../bench/engine-scoring.ts';
import { analyzeTranscript } from '../../proxy/engine/analyze/compose.ts';
import { languageFeatures, lexiconClauses, lexiconCues } from '../../proxy/engine/analyze/features.ts';
import { LEXICONS, type LexiconLanguage } from '../../proxy/engine/analyze/lexicon.ts';
import { isStepAgreed } from '../../proxy/engine/analyze/next-step.ts';
import { findObjections, objectionsIn } from '../../proxy/engine/analyze/objections.ts';
import { fold, stemFrench, stemGerman, stemSpanish } from '../../proxy/engine/analyze/stemmers.ts';

const stems = (stem: (word: string) => string, words: string[]) => words.map((word) => stem(fold(word)));

describe('light stemmers', () => {
  it('folds accents, umlauts and ß, so captions without them meet the written forms', () => {
    expect(fold('Größe Ärger coûte décision')).toBe('grosse arger coute decision');
  });

  it('merges German inflections', () => {
    expect(new Set(stems(stemGerman, ['brauchen', 'brauche', 'braucht']))).toHaveProperty('size', 1);
    expect(new Set(stems(stemGerman, ['Preis', 'Preise']))).toHaveProperty('size', 1);
    expect(new Set(stems(stemGerman, ['Lösung', 'Lösungen', 'Losungen']))).toHaveProperty('size', 1);
  });

  it('merges French inflections, plural first', () => {
    expect(new Set(stems(stemFrench, ['chère', 'chers', 'cher']))).toHaveProperty('size', 1);
    expect(new Set(stems(stemFrench, ['décision', 'décisions']))).toHaveProperty('size', 1);
    expect(new Set(stems(stemFrench, ['valider', 'validation']))).toHaveProperty('size', 1);
  });

  it('merges Spanish inflections', () => {
    expect(new Set(stems(stemSpanish, ['necesitamos', 'necesitan', 'necesitar']))).toHaveProperty('size', 1);
    expect(new Set(stems(stemSpanish, ['proveedor', 'proveedores']))).toHaveProperty('size', 1);
    expect(new Set(stems(stemSpanish, ['caro', 'cara', 'caros']))).toHaveProperty('size', 1);
  });
});

describe('features in German, French and Spanish', () => {
  it('splits French elisions so the negation and the noun are words of their own', () => {
    expect(lexiconClauses("Le prix, c'est pas le problème, mais l'argent manque", LEXICONS.fr)).toEqual([
      ['le', 'prix'],
      ['c', 'est', 'pas', 'le', 'probleme'],
      ['mais', 'l', 'argent', 'manque'],
    ]);
  });

  it('marks words under a negation and in a supposing clause, with their classes', () => {
    const german = languageFeatures('Der Preis ist nicht das Problem, wenn das Budget knapp wird', 'de');
    expect(german).toEqual(expect.arrayContaining(['w:prei', 'c:money', 'w:~probl', 'clause:supposed', 'c:?money']));
    expect(german).not.toContain('w:probl');
    const spanish = languageFeatures('¿No lo necesitamos?', 'es');
    expect(spanish).toEqual(expect.arrayContaining(['shape:question', 'w:no', 'w:~necesit']));
  });

  it('finds authority only with an approver and a word of consent together', () => {
    const kinds = (text: string, language: LexiconLanguage) =>
      lexiconCues(lexiconClauses(text, LEXICONS[language]), LEXICONS[language]).kinds;
    expect(kinds('Das muss die Geschäftsführung freigeben.', 'de')).toContain('authority');
    expect(kinds('Die Geschäftsführung war beim Termin dabei.', 'de')).not.toContain('authority');
    expect(kinds('Il faut que la direction valide.', 'fr')).toContain('authority');
    expect(kinds('Lo tiene que aprobar el gerente.', 'es')).toContain('authority');
  });

  it('silences a French cue where the sentence denies its kind, and gives the model the denial instead', () => {
    const features = (text: string) => languageFeatures(text, 'fr');
    expect(features("Honnêtement, c'est trop cher pour nous.")).toContain('rule:price');
    for (const fine of ["Le prix, franchement, ce n'est pas le souci.", "Ça rentre dans l'enveloppe prévue."]) {
      expect(features(fine)).toContain('deny:price');
      expect(features(fine)).not.toContain('rule:price');
    }
    expect(features('On a un contrat avec un autre prestataire.')).toContain('rule:competitor');
    const leftBehind = features("Notre contrat avec l'ancien prestataire se termine en mars.");
    expect(leftBehind).toContain('deny:competitor');
    expect(leftBehind).not.toContain('rule:competitor');
    expect(features("C'est moi qui signe, pas besoin de validation.")).not.toContain('rule:authority');
  });
});

describe('objections and next steps by language', () => {
  it('reads a sentence in the language given, English by default', () => {
    expect(objectionsIn('Honestly this is too expensive for us.')).toEqual(['price']);
    expect(objectionsIn('Honestly this is too expensive for us.', 'en')).toEqual(['price']);
    // Without a model for a language the engine reports nothing rather than guess with another's.
    expect(objectionsIn('Honestly this is too expensive for us.', 'ja')).toEqual([]);
    expect(objectionsIn('Honestamente, isso é caro demais para nós.', 'pt')).toEqual([]);
  });

  it('passes the conversation language from the analysis to the objections and next steps', () => {
    const call: TranscriptMessage[] = [
      { speakerRole: 'user', speakerName: 'Jo', content: SENTENCES.de.price },
      { speakerRole: 'user', speakerName: 'Alex', content: SENTENCES.de.step },
    ];
    expect(findObjections(call, 'Alex', Infinity, 'de').map((o) => o.kind)).toContain('price');
    expect(analyzeTranscript(call, 'Alex', { language: 'de' }).objections.map((o) => o.kind)).toContain('price');
    expect(analyzeTranscript(call, 'Alex', { language: 'de' }).nextStep.agreed).toBe(true);
    expect(isStepAgreed(SENTENCES.de.step, 'de')).toBe(true);
  });

  it.each(Object.keys(LEXICONS) as LexiconLanguage[])(
    'finds a plain price objection and a next step in %s',
    (language) => {
      expect(objectionsIn(SENTENCES[language].price, language)).toContain('price');
      expect(isStepAgreed(SENTENCES[language].step, language)).toBe(true);
      expect(objectionsIn(SENTENCES[language].neutral, language)).toEqual([]);
      expect(isStepAgreed(SENTENCES[language].neutral, language)).toBe(false);
    },
  );

  it.each(Object.keys(LEXICONS) as LexiconLanguage[])(
    'holds its measured figures on the %s build part, which the model was trained on',
    (language) => {
      const items = languageBuildParts(language).flat();
      const found = items.map((item) => detectIn(item.text, language));
      const result = score(items, found);
      const floors = FLOORS[language];
      for (const kind of objectionKinds) {
        expect(result.kinds[kind].precision, `${kind} precision`).toBeGreaterThanOrEqual(floors[kind].precision);
        expect(result.kinds[kind].recall, `${kind} recall`).toBeGreaterThanOrEqual(floors[kind].recall);
      }
      const steps = countNextSteps(
        items.map((item) => item.nextStep === true),
        found.map((f) => f.nextStep),
      );
      expect(steps.precision, 'next step precision').toBeGreaterThanOrEqual(floors.nextStep.precision);
      expect(steps.recall, 'next step recall').toBeGreaterThanOrEqual(floors.nextStep.recall);
      expect(result.objectionFalsePositiveRate).toBeLessThanOrEqual(floors.objectionFalsePositiveRate);
    },
  );
});

/** Sentences the engine reads rightly in each language: a price objection, a next step, neither. */
const SENTENCES: Record<LexiconLanguage, { price: string; step: string; neutral: string }> = {
  de: {
    price: 'Das ist uns ehrlich gesagt viel zu teuer.',
    step: 'Ich schicke Ihnen die Einladung für Dienstag um zehn.',
    neutral: 'Das Wetter in Hamburg war heute schön.',
  },
  fr: {
    price: "Honnêtement, c'est beaucoup trop cher pour nous.",
    step: "Je vous envoie l'invitation pour mardi à dix heures.",
    neutral: 'Il a fait beau à Lyon ce matin.',
  },
  es: {
    price: 'Honestamente, es demasiado caro para nosotros.',
    step: 'Te mando el contrato el viernes y lo revisas con calma.',
    neutral: 'Hoy hace buen tiempo en Madrid.',
  },
};

/**
 * The build parts' figures for the engine's model, which was trained on them (`npm run bench:engine --
 * --build-only`: French 2026-11-27 21:00, six authors; German 19:12, five; Spanish 18:45, four), rounded down to
 * the percent: a guard against regressions, not a measure of unseen phrasings (the bench's
 * leave-one-author-out runs and untouched parts are).
 */
const FLOORS: Record<
  LexiconLanguage,
  Record<(typeof objectionKinds)[number] | 'nextStep', { precision: number; recall: number }> & {
    objectionFalsePositiveRate: number;
  }
> = {
  de: {
    price: { precision: 1, recall: 0.98 },
    timing: { precision: 1, recall: 0.99 },
    competitor: { precision: 1, recall: 0.99 },
    authority: { precision: 1, recall: 0.99 },
    need: { precision: 0.99, recall: 0.99 },
    nextStep: { precision: 0.99, recall: 1 },
    objectionFalsePositiveRate: 0,
  },
  fr: {
    price: { precision: 0.99, recall: 1 },
    timing: { precision: 1, recall: 1 },
    competitor: { precision: 1, recall: 1 },
    authority: { precision: 1, recall: 1 },
    need: { precision: 1, recall: 0.99 },
    nextStep: { precision: 1, recall: 1 },
    // One neutral utterance of 722 (0.1 %), rounded up to the percent.
    objectionFalsePositiveRate: 0.01,
  },
  es: {
    price: { precision: 1, recall: 1 },
    timing: { precision: 1, recall: 1 },
    competitor: { precision: 1, recall: 0.98 },
    authority: { precision: 1, recall: 1 },
    need: { precision: 0.99, recall: 1 },
    nextStep: { precision: 0.99, recall: 1 },
    objectionFalsePositiveRate: 0,
  },
};
