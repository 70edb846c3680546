// French: "vous", with the no-break space French puts before ":", ";" and "%" and inside « ».
import type { Phrases } from './types.ts';

const NB = '\u00a0';
const WORDS = 'mots';
/** What an objection is about, with the article each kind's noun takes. */
const ABOUT = {
  price: 'sur le prix',
  timing: 'sur le calendrier',
  competitor: 'liée à la concurrence',
  authority: 'sur le pouvoir de décision',
  need: 'sur le besoin',
} as const;

export const fr: Phrases = {
  quoteMarks: [`«${NB}`, `${NB}»`],
  and: ' et ',
  comma: ', ',
  words: WORDS,
  kinds: {
    price: 'prix',
    timing: 'calendrier',
    competitor: 'concurrence',
    authority: 'pouvoir de décision',
    need: 'besoin',
  },
  replies: {
    price: `Reconnaissez la contrainte budgétaire, puis rapportez le prix au coût du problème${NB}: demandez ce qu'il leur coûte aujourd'hui et proposez une première étape plus modeste.`,
    timing: `Demandez pourquoi ce n'est pas le bon moment et ce qui aura changé d'ici là${NB}; proposez une prochaine étape légère, qui garde l'élan sans gros engagement.`,
    competitor: `Demandez ce qu'ils apprécient dans leur solution actuelle et où elle montre ses limites${NB}; montrez la différence qui compte vraiment dans leur cas.`,
    authority: `Demandez qui d'autre prend part à la décision et ce qui comptera pour ces personnes${NB}; proposez une courte synthèse ou un échange avec elles.`,
    need: `Demandez comment ils s'y prennent aujourd'hui et ce qui se passe quand ça coince${NB}; reliez un résultat concret à quelque chose qu'ils ont dit plus tôt.`,
  },
  objection: (speaker, kind, quote) => `${speaker} a soulevé une objection ${ABOUT[kind]} (${quote}).`,
  answer: (askers, several, quotes) => `Répondez à ce que ${askers} ${several ? 'ont' : 'a'} demandé${NB}: ${quotes}`,
  moodTurned: `L'ambiance se dégrade${NB}: marquez une pause, nommez l'inquiétude que vous percevez et demandez ce qui compte le plus pour eux.`,
  talkShare: (percent) => `Vous parlez ${percent}${NB}% du temps${NB}: posez une question ouverte et écoutez.`,
  monologue: (words) =>
    `Votre plus longue intervention a duré ${words} ${WORDS}${NB}: coupez les longues explications par une question pour vérifier qu'ils suivent.`,
  nextStep: `Avant la fin de l'appel, proposez une prochaine étape concrète et datée, par exemple un nouvel appel la semaine prochaine.`,
  keepGoing: `Continuez${NB}: posez une question ouverte sur leurs objectifs et sur ce qui, pour eux, serait une réussite.`,
  recap: {
    nobodySpoke: "Personne n'a encore parlé.",
    spoke: (names, speakers, lines) =>
      `${names} ${speakers === 1 ? 'a' : 'ont'} parlé (${lines} ${lines === 1 ? 'intervention' : 'interventions'}).`,
    decisions: (n) => `${n} ${n === 1 ? 'décision prise' : 'décisions prises'}.`,
    nextSteps: (n, owners) =>
      `${n} ${n === 1 ? 'prochaine étape' : 'prochaines étapes'}${owners ? `, à la charge de ${owners}` : ''}.`,
    noNextStep: 'Aucune prochaine étape convenue.',
    objections: (n, kinds, unanswered) =>
      `${n} ${n === 1 ? 'objection' : 'objections'} (${kinds.join(', ')})${
        unanswered === 0
          ? n === 1
            ? ', traitée'
            : ', toutes traitées'
          : n === 1
            ? ', sans réponse'
            : `, dont ${unanswered} sans réponse`
      }.`,
    openQuestions: (n) => `${n} ${n === 1 ? 'question encore ouverte' : 'questions encore ouvertes'}.`,
    more: (n) => `${n} autres`,
  },
};
