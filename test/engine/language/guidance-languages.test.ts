// The engine's guidance and recap in each of the six languages: the points and the summary come
// from that language's catalog, English stays as it was, and the same advice about revised words
// is still recognised as a repeat.
import { describe, expect, it } from 'vitest';
import { objectionKinds } from '../../../lib/api/contract.ts';
import { type Language, languages } from '../../../lib/api/language.ts';
import { analyzeTranscript, guidanceGist } from '../../../proxy/engine/analyze/compose.ts';
import { conversationLanguage } from '../../../proxy/engine/language/detect.ts';
import { listed, PHRASES, type Phrases, quoted } from '../../../proxy/engine/language/phrases/index.ts';
import { recapTranscript } from '../../../proxy/engine/recap/index.ts';
import { CALLS, say } from './calls.ts';

const others = languages.filter((language) => language !== 'en');

function guidance(language: Language, lines = CALLS[language].lines, previousElaboration?: string) {
  const { coached } = CALLS[language];
  return analyzeTranscript(lines, coached, {
    language: conversationLanguage(lines, coached),
    previousElaboration,
  });
}

/** Every text of a catalog, its functions called with the same sample values in every language. */
function texts(phrases: Phrases): Record<string, string> {
  const { recap } = phrases;
  return {
    words: phrases.words,
    ...Object.fromEntries(objectionKinds.map((kind) => [`kinds.${kind}`, phrases.kinds[kind]])),
    ...Object.fromEntries(objectionKinds.map((kind) => [`replies.${kind}`, phrases.replies[kind]])),
    ...Object.fromEntries(objectionKinds.map((kind) => [`objection.${kind}`, phrases.objection('Jo', kind, '"Q"')])),
    answer: phrases.answer('Jo', false, '"Q"'),
    answerSeveral: phrases.answer('Jo + Sam', true, '"Q"'),
    moodTurned: phrases.moodTurned,
    talkShare: phrases.talkShare(73),
    monologue: phrases.monologue(312),
    nextStep: phrases.nextStep,
    keepGoing: phrases.keepGoing,
    nobodySpoke: recap.nobodySpoke,
    spoke: recap.spoke('Jo', 1, 1),
    spokeSeveral: recap.spoke('Jo + Sam', 2, 7),
    decisions: recap.decisions(2),
    nextSteps: recap.nextSteps(1),
    nextStepsOwned: recap.nextSteps(3, 'Jo'),
    noNextStep: recap.noNextStep,
    objections: recap.objections(2, ['K1', 'K2'], 1),
    objectionsAnswered: recap.objections(1, ['K1'], 0),
    openQuestions: recap.openQuestions(4),
    more: recap.more(2),
  };
}

describe('the phrase catalogs', () => {
  it('hold every text in every language, none empty and none left in English', () => {
    const english = texts(PHRASES.en);
    for (const language of others) {
      for (const [key, text] of Object.entries(texts(PHRASES[language]))) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(text, `${language} ${key} is still English`).not.toBe(english[key]);
      }
    }
  });

  it('keep what they are given: names, quotes, figures and kinds', () => {
    for (const language of languages) {
      const say = texts(PHRASES[language]);
      for (const kind of objectionKinds) expect(say[`objection.${kind}`]).toMatch(/Jo.*"Q"/);
      expect(say.answerSeveral).toMatch(/Jo \+ Sam.*"Q"/);
      expect(say.talkShare).toContain('73');
      expect(say.monologue).toContain(`312${language === 'ja' ? '' : ' '}${PHRASES[language].words}`);
      expect(say.spokeSeveral).toMatch(/Jo \+ Sam.*7|7.*Jo \+ Sam/);
      expect(say.nextStepsOwned).toMatch(/3.*Jo/);
      expect(say.objections).toMatch(/2.*K1.*K2/);
    }
  });
});

describe('guidance in the conversation’s language', () => {
  it('finds each call’s language and writes its points from that language’s catalog', () => {
    for (const language of languages) {
      const { lines, customer, question } = CALLS[language];
      expect(conversationLanguage(lines, CALLS[language].coached)).toBe(language);
      const { elaboration } = guidance(language);
      const say = PHRASES[language];
      expect(elaboration).toContain(say.answer(customer, false, quoted(question, language)));
      for (const other of languages.filter((l) => l !== language)) {
        expect(elaboration).not.toContain(PHRASES[other].answer(customer, false, quoted(question, other)));
      }
    }
  });

  it('names the objection and gives the reply in the language, where objections are read', () => {
    for (const language of ['en', 'de', 'fr', 'es'] as const) {
      const { elaboration, objections } = guidance(language);
      const say = PHRASES[language];
      expect(objections.map((o) => o.kind)).toEqual(['price']);
      expect(objections[0]!.suggestedReply).toBe(say.replies.price);
      expect(elaboration).toContain(
        `${say.objection(CALLS[language].customer, 'price', quoted(objections[0]!.quote, language))} ${say.replies.price}`,
      );
    }
  });

  it('reads as a native writer wrote it (checked by hand, one point per language)', () => {
    expect(guidance('en').elaboration).toContain('- Answer what Jordan Lee asked: "Does it integrate with NetSuite?"');
    expect(guidance('de').elaboration).toContain(
      '- Thomas Berger hat einen Einwand zum Thema Preis („Klingt gut, aber ehrlich gesagt ist uns der Preis für zwanzig Lizenzen zu hoch.“). Nehmen Sie die Budgetsorge ernst',
    );
    expect(guidance('fr').elaboration).toContain(
      "- Répondez à ce que Julien Roux a demandé\u00a0: «\u00a0Est-ce que ça s'intègre avec Sage ?\u00a0»",
    );
    expect(guidance('es').elaboration).toContain(
      '- Javier Ortega ha planteado una objeción de precio («Suena bien, pero la verdad es que el precio se nos va del presupuesto.»).',
    );
    expect(guidance('pt').elaboration).toBe(
      '- Responda ao que Rafael Lima perguntou: “Tem como integrar com o nosso ERP?”',
    );
    expect(guidance('ja').elaboration).toBe(
      '- 田中 健からの質問に答えてください：「既存の基幹システムと連携できますか？」',
    );
  });

  it('writes the other points in the language too: mood, talk share, next step, keep going', () => {
    for (const language of languages) {
      const { coached, customer } = CALLS[language];
      const quiet = analyzeTranscript([say(coached, CALLS[language].lines[0]!.content)], coached, { language });
      expect(quiet.elaboration).toBe(`- ${PHRASES[language].keepGoing}`);
      // The coached person talks through a long call, the customer says a word now and then, and nobody agrees a step.
      const word = CALLS[language].lines[1]!.content.split(/[\s,、]/)[0]!;
      const long = Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0 ? CALLS[language].lines[2]! : say(customer, word),
      );
      const { elaboration, talk } = analyzeTranscript(long, coached, { language });
      expect(elaboration).toContain(PHRASES[language].talkShare(Math.round(talk.currentUserShare * 100)));
      expect(elaboration).toContain(PHRASES[language].nextStep);
    }
  });

  it('follows the coached person’s language in a mixed call', () => {
    const { coached } = CALLS.de;
    const mixed = [
      say(coached, CALLS.de.lines[0]!.content),
      say(
        'Jordan Lee',
        'We mostly plan them in spreadsheets and then call every driver one by one, which takes the whole team most of the morning, every single day of the week.',
      ),
      say(coached, CALLS.de.lines[2]!.content),
      say('Jordan Lee', 'Does it integrate with NetSuite?'),
    ];
    expect(guidance('de', mixed).elaboration).toBe(
      `- ${PHRASES.de.answer('Jordan Lee', false, quoted('Does it integrate with NetSuite?', 'de'))}`,
    );
    const english = [
      say('Alex Rivera', CALLS.en.lines[0]!.content),
      say('Julien Roux', "Est-ce que ça s'intègre avec Sage ?"),
    ];
    expect(
      analyzeTranscript(english, 'Alex Rivera', { language: conversationLanguage(english, 'Alex Rivera') }).elaboration,
    ).toBe(`- Answer what Julien Roux asked: "Est-ce que ça s'intègre avec Sage ?"`);
  });

  it('writes English exactly as before when no language is given', () => {
    expect(analyzeTranscript(CALLS.en.lines, CALLS.en.coached)).toEqual(guidance('en'));
    expect(guidance('en').elaboration).toBe(
      [
        '- Jordan Lee raised a price objection ("Sounds good, but honestly the price is more than we budgeted for this year."). Acknowledge the budget concern, then tie the price to the cost of the problem: ask what it costs them today and offer a smaller first step.',
        '- Answer what Jordan Lee asked: "Does it integrate with NetSuite?"',
      ].join('\n'),
    );
  });
});

describe('guidanceGist in every language', () => {
  it('sees the same advice about a revised quote as a repeat, and new advice as new', () => {
    for (const language of languages) {
      const { lines, customer, colleague, revisedQuestion, colleagueQuestion } = CALLS[language];
      const first = guidance(language).elaboration;
      const revised = [...lines.slice(0, -1), say(customer, revisedQuestion)];
      expect(guidance(language, revised, first).isSame, language).toBe(true);
      const asked = [...lines, say(colleague, colleagueQuestion)];
      const next = guidance(language, asked, first);
      expect(next.elaboration).toContain(listed([customer, colleague], language));
      expect(next.isSame, language).toBe(false);
    }
  });

  it('ignores the figures of the talk points in every language, but not which point it is', () => {
    for (const language of languages) {
      const say = PHRASES[language];
      expect(guidanceGist(say.talkShare(70))).toBe(guidanceGist(say.talkShare(71)));
      expect(guidanceGist(say.monologue(260))).toBe(guidanceGist(say.monologue(410)));
      expect(guidanceGist(say.talkShare(70))).not.toBe(guidanceGist(say.monologue(70)));
    }
  });
});

describe('the recap in the conversation’s language', () => {
  it('writes the summary from the language’s catalog and keeps quotes and kinds as they are', () => {
    for (const language of languages) {
      const { lines, coached, customer } = CALLS[language];
      const recap = recapTranscript(lines, coached, { language: conversationLanguage(lines, coached) });
      const say = PHRASES[language].recap;
      expect(recap.summary[0]).toBe(say.spoke(listed([coached, customer], language), 2, lines.length));
      expect(recap.summary).toContain(say.noNextStep);
      for (const objection of recap.objections) {
        expect(objectionKinds).toContain(objection.kind);
        expect(lines.map((l) => l.content)).toContain(objection.quote);
      }
    }
  });

  it('reads as written by hand in each language', () => {
    const summary = (language: Language) =>
      recapTranscript(CALLS[language].lines, CALLS[language].coached, { language }).summary;
    expect(summary('en')[0]).toBe('Alex Rivera and Jordan Lee spoke (5 lines).');
    expect(summary('de')).toContain('1 Einwand (Preis), unbeantwortet.');
    expect(summary('fr')[0]).toBe('Camille Martin et Julien Roux ont parlé (5 interventions).');
    expect(summary('es')[0]).toBe('Han hablado Lucía Fernández y Javier Ortega (5 intervenciones).');
    expect(summary('pt')[0]).toBe('Mariana Souza e Rafael Lima falaram (5 falas).');
    expect(summary('ja')[0]).toBe('佐藤 美咲と田中 健が発言しました（5件）。');
  });

  it('lists many speakers with the language’s own "and more"', () => {
    const crowd = ['A', 'B', 'C', 'D', 'E'].map((name) => say(name, 'Hallo zusammen, schön, dass Sie alle da sind.'));
    expect(recapTranscript(crowd, 'A', { language: 'de' }).summary[0]).toBe(
      'A, B, C und 2 weitere haben gesprochen (5 Beiträge).',
    );
    expect(recapTranscript(crowd, 'A').summary[0]).toBe('A, B, C and 2 more spoke (5 lines).');
  });
});
