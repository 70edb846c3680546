// Spanish: "tú", neutral between Spain and Latin America, as the extension's own Spanish.
import type { Phrases } from './types.ts';

const WORDS = 'palabras';

export const es: Phrases = {
  quoteMarks: ['«', '»'],
  and: ' y ',
  comma: ', ',
  words: WORDS,
  kinds: {
    price: 'precio',
    timing: 'plazos',
    competitor: 'competencia',
    authority: 'capacidad de decisión',
    need: 'necesidad',
  },
  replies: {
    price:
      'Reconoce la preocupación por el presupuesto y compara el precio con lo que les cuesta el problema: pregunta cuánto les cuesta hoy y ofrece un primer paso más pequeño.',
    timing:
      'Pregunta por qué ahora no es buen momento y qué cambiaría para entonces; propón un siguiente paso ligero que mantenga el impulso sin un gran compromiso.',
    competitor:
      'Pregunta qué les gusta de su opción actual y dónde se queda corta; muestra la diferencia que de verdad importa en su caso.',
    authority:
      'Pregunta quién más participa en la decisión y qué le va a importar; ofrece preparar un resumen breve o sumarte a la conversación con esas personas.',
    need: 'Pregunta cómo lo resuelven hoy y qué pasa cuando algo falla; conecta un resultado concreto con algo que hayan dicho antes.',
  },
  objection: (speaker, kind, quote) => `${speaker} ha planteado una objeción de ${es.kinds[kind]} (${quote}).`,
  answer: (askers, several, quotes) => `Responde a lo que ${several ? 'han' : 'ha'} preguntado ${askers}: ${quotes}`,
  moodTurned:
    'El ambiente se ha vuelto negativo: haz una pausa, nombra la preocupación que percibes y pregunta qué es lo que más les importa.',
  talkShare: (percent) => `Estás hablando el ${percent} % del tiempo: haz una pregunta abierta y escucha.`,
  monologue: (words) =>
    `Tu intervención más larga fue de ${words} ${WORDS}: corta las explicaciones largas con una pregunta para comprobar que te siguen.`,
  nextStep:
    'Antes de que termine la llamada, propón un siguiente paso concreto con fecha, por ejemplo una llamada de seguimiento la semana que viene.',
  keepGoing: 'Sigue así: haz una pregunta abierta sobre sus objetivos y sobre qué sería un éxito para ellos.',
  recap: {
    nobodySpoke: 'Todavía no ha hablado nadie.',
    spoke: (names, speakers, lines) =>
      `${speakers === 1 ? 'Ha' : 'Han'} hablado ${names} (${lines} ${lines === 1 ? 'intervención' : 'intervenciones'}).`,
    decisions: (n) => `${n} ${n === 1 ? 'decisión tomada' : 'decisiones tomadas'}.`,
    nextSteps: (n, owners) =>
      `${n} ${n === 1 ? 'siguiente paso' : 'siguientes pasos'}${owners ? `, a cargo de ${owners}` : ''}.`,
    noNextStep: 'No se acordó ningún siguiente paso.',
    objections: (n, kinds, unanswered) =>
      `${n} ${n === 1 ? 'objeción' : 'objeciones'} (${kinds.join(', ')})${
        unanswered === 0
          ? n === 1
            ? ', respondida'
            : ', todas respondidas'
          : n === 1
            ? ', sin respuesta'
            : `, ${unanswered} sin respuesta`
      }.`,
    openQuestions: (n) => `${n} ${n === 1 ? 'pregunta sigue abierta' : 'preguntas siguen abiertas'}.`,
    more: (n) => `${n} más`,
  },
};
