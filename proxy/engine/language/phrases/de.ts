// German: "Sie", as the extension's own German addresses the user (docs/translations.md).
import type { Phrases } from './types.ts';

const WORDS = 'Wörter';

export const de: Phrases = {
  quoteMarks: ['„', '“'],
  and: ' und ',
  comma: ', ',
  words: WORDS,
  kinds: {
    price: 'Preis',
    timing: 'Zeitpunkt',
    competitor: 'Wettbewerb',
    authority: 'Entscheidungsbefugnis',
    need: 'Bedarf',
  },
  replies: {
    price:
      'Nehmen Sie die Budgetsorge ernst und stellen Sie den Preis den Kosten des Problems gegenüber: Fragen Sie, was es heute kostet, und bieten Sie einen kleineren ersten Schritt an.',
    timing:
      'Fragen Sie, warum jetzt der falsche Zeitpunkt ist und was sich bis dahin ändert; schlagen Sie einen leichten nächsten Schritt vor, der das Thema ohne große Zusage in Bewegung hält.',
    competitor:
      'Fragen Sie, was an der heutigen Lösung gefällt und wo sie an Grenzen stößt; zeigen Sie den einen Unterschied, der in diesem Fall zählt.',
    authority:
      'Fragen Sie, wer noch mitentscheidet und worauf diese Personen achten; bieten Sie eine kurze Zusammenfassung an oder ein gemeinsames Gespräch mit ihnen.',
    need: 'Fragen Sie, wie das heute gelöst wird und was passiert, wenn es schiefgeht; verknüpfen Sie ein konkretes Ergebnis mit etwas, das vorhin gesagt wurde.',
  },
  objection: (speaker, kind, quote) => `${speaker} hat einen Einwand zum Thema ${de.kinds[kind]} (${quote}).`,
  answer: (askers, several, quotes) => `Beantworten Sie, was ${askers} gefragt ${several ? 'haben' : 'hat'}: ${quotes}`,
  moodTurned:
    'Die Stimmung kippt: Halten Sie kurz inne, sprechen Sie die Sorge an, die Sie heraushören, und fragen Sie, was ihnen am wichtigsten ist.',
  talkShare: (percent) => `Sie sprechen ${percent} % der Zeit: Stellen Sie eine offene Frage und hören Sie zu.`,
  monologue: (words) =>
    `Sie haben bis zu ${words} ${WORDS} am Stück gesprochen: Unterbrechen Sie lange Erklärungen mit einer kurzen Rückfrage.`,
  nextStep:
    'Schlagen Sie vor Gesprächsende einen konkreten nächsten Schritt mit Datum vor, etwa einen Folgetermin nächste Woche.',
  keepGoing: 'Bleiben Sie dran: Fragen Sie offen nach den Zielen und danach, woran man Erfolg erkennen würde.',
  recap: {
    nobodySpoke: 'Bisher hat niemand gesprochen.',
    spoke: (names, speakers, lines) =>
      `${names} ${speakers === 1 ? 'hat' : 'haben'} gesprochen (${lines} ${lines === 1 ? 'Beitrag' : 'Beiträge'}).`,
    decisions: (n) => `${n} ${n === 1 ? 'Entscheidung' : 'Entscheidungen'} getroffen.`,
    nextSteps: (n, owners) =>
      `${n} ${n === 1 ? 'nächster Schritt' : 'nächste Schritte'}${owners ? `, zuständig: ${owners}` : ''}.`,
    noNextStep: 'Kein nächster Schritt vereinbart.',
    objections: (n, kinds, unanswered) =>
      `${n} ${n === 1 ? 'Einwand' : 'Einwände'} (${kinds.join(', ')})${
        unanswered === 0
          ? n === 1
            ? ', beantwortet'
            : ', alle beantwortet'
          : n === 1
            ? ', unbeantwortet'
            : `, ${unanswered} davon unbeantwortet`
      }.`,
    openQuestions: (n) => `${n} ${n === 1 ? 'Frage' : 'Fragen'} noch offen.`,
    more: (n) => `${n} weitere`,
  },
};
