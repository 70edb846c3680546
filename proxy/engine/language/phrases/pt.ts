// Brazilian Portuguese: "você", as the extension's own Portuguese.
import type { Phrases } from './types.ts';

const WORDS = 'palavras';

export const pt: Phrases = {
  quoteMarks: ['“', '”'],
  and: ' e ',
  comma: ', ',
  words: WORDS,
  kinds: {
    price: 'preço',
    timing: 'prazo',
    competitor: 'concorrência',
    authority: 'poder de decisão',
    need: 'necessidade',
  },
  replies: {
    price:
      'Reconheça a preocupação com o orçamento e compare o preço com o custo do problema: pergunte quanto isso custa hoje e ofereça um primeiro passo menor.',
    timing:
      'Pergunte por que agora não é o momento e o que muda até lá; proponha um próximo passo leve, que mantenha o ritmo sem um grande compromisso.',
    competitor:
      'Pergunte do que eles gostam na solução atual e onde ela deixa a desejar; mostre a diferença que realmente importa no caso deles.',
    authority:
      'Pergunte quem mais participa da decisão e o que vai pesar para essas pessoas; ofereça um resumo curto ou uma conversa junto com elas.',
    need: 'Pergunte como eles resolvem isso hoje e o que acontece quando dá errado; ligue um resultado concreto a algo que disseram antes.',
  },
  objection: (speaker, kind, quote) => `${speaker} levantou uma objeção de ${pt.kinds[kind]} (${quote}).`,
  answer: (askers, several, quotes) => `Responda ao que ${askers} ${several ? 'perguntaram' : 'perguntou'}: ${quotes}`,
  moodTurned:
    'O clima ficou negativo: faça uma pausa, diga qual preocupação você está percebendo e pergunte o que mais importa para eles.',
  talkShare: (percent) => `Você está falando ${percent}% do tempo: faça uma pergunta aberta e escute.`,
  monologue: (words) =>
    `Seu trecho mais longo teve ${words} ${WORDS}: quebre explicações longas com uma pergunta para ver se estão acompanhando.`,
  nextStep:
    'Antes de encerrar a ligação, proponha um próximo passo concreto e com data, por exemplo uma reunião de follow-up na semana que vem.',
  keepGoing: 'Continue: faça uma pergunta aberta sobre os objetivos deles e sobre o que seria sucesso para eles.',
  recap: {
    nobodySpoke: 'Ninguém falou ainda.',
    spoke: (names, speakers, lines) =>
      `${names} ${speakers === 1 ? 'falou' : 'falaram'} (${lines} ${lines === 1 ? 'fala' : 'falas'}).`,
    decisions: (n) => `${n} ${n === 1 ? 'decisão tomada' : 'decisões tomadas'}.`,
    nextSteps: (n, owners) =>
      `${n} ${n === 1 ? 'próximo passo' : 'próximos passos'}${owners ? `, sob responsabilidade de ${owners}` : ''}.`,
    noNextStep: 'Nenhum próximo passo foi combinado.',
    objections: (n, kinds, unanswered) =>
      `${n} ${n === 1 ? 'objeção' : 'objeções'} (${kinds.join(', ')})${
        unanswered === 0
          ? n === 1
            ? ', respondida'
            : ', todas respondidas'
          : n === 1
            ? ', sem resposta'
            : `, ${unanswered} sem resposta`
      }.`,
    openQuestions: (n) => `${n} ${n === 1 ? 'pergunta ainda em aberto' : 'perguntas ainda em aberto'}.`,
    more: (n) => `mais ${n}`,
  },
};
