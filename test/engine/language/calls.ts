// Short sales calls in each of Sidecue's six languages, written as their speakers would talk: the
// coached person asks about today's process and pitches, the customer answers, objects where the
// engine reads objections (German, French, Spanish) and ends on a question.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';

export interface Call {
  coached: string;
  customer: string;
  /** Another participant of the customer's side, for a second asker. */
  colleague: string;
  lines: TranscriptMessage[];
  /** The customer's closing question, and the same question worded another way. */
  question: string;
  revisedQuestion: string;
  /** A question the colleague asks: new advice. */
  colleagueQuestion: string;
}

export const say = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});

function call(
  coached: string,
  customer: string,
  colleague: string,
  said: Array<[who: 'coached' | 'customer', content: string]>,
  question: string,
  revisedQuestion: string,
  colleagueQuestion: string,
): Call {
  const lines = said.map(([who, content]) => say(who === 'coached' ? coached : customer, content));
  return {
    coached,
    customer,
    colleague,
    lines: [...lines, say(customer, question)],
    question,
    revisedQuestion,
    colleagueQuestion,
  };
}

export const CALLS: Record<Language, Call> = {
  en: call(
    'Alex Rivera',
    'Jordan Lee',
    'Sam Patel',
    [
      ['coached', 'Thanks for making the time today, Jordan. How do you plan your delivery routes right now?'],
      ['customer', 'Mostly spreadsheets, and a lot of phone calls with the drivers.'],
      ['coached', 'That is exactly what we automate: routes are planned for you and drivers see changes in the app.'],
      ['customer', 'Sounds good, but honestly the price is more than we budgeted for this year.'],
    ],
    'Does it integrate with NetSuite?',
    'Does it also integrate with NetSuite?',
    'How long does onboarding take?',
  ),
  de: call(
    'Katrin Vogel',
    'Thomas Berger',
    'Sabine Krüger',
    [
      ['coached', 'Guten Morgen, Herr Berger, schön, dass es heute klappt. Wie planen Sie Ihre Touren im Moment?'],
      ['customer', 'Ziemlich chaotisch, mit Zetteln und Anrufen bei den Fahrern.'],
      [
        'coached',
        'Verstehe. Genau da setzen wir an: Die Touren werden automatisch geplant, und die Fahrer sehen Änderungen sofort in der App.',
      ],
      ['customer', 'Klingt gut, aber ehrlich gesagt ist uns der Preis für zwanzig Lizenzen zu hoch.'],
    ],
    'Gibt es eine Schnittstelle zu SAP?',
    'Gibt es denn auch eine Schnittstelle zu SAP?',
    'Wie lange dauert die Einführung?',
  ),
  fr: call(
    'Camille Martin',
    'Julien Roux',
    'Claire Dubois',
    [
      [
        'coached',
        "Bonjour Julien, merci de prendre le temps aujourd'hui. Comment organisez-vous vos tournées en ce moment ?",
      ],
      ['customer', "Pour l'instant, tout passe par des tableurs et beaucoup d'appels aux chauffeurs."],
      [
        'coached',
        "Je vois. C'est exactement ce que notre outil automatise : les tournées sont planifiées et les chauffeurs voient les changements en direct.",
      ],
      ['customer', "C'est intéressant, mais franchement, le prix est trop élevé pour nous."],
    ],
    "Est-ce que ça s'intègre avec Sage ?",
    "Est-ce que ça s'intègre aussi avec Sage ?",
    'Combien de temps prend la mise en place ?',
  ),
  es: call(
    'Lucía Fernández',
    'Javier Ortega',
    'Marta Gil',
    [
      ['coached', 'Hola, Javier, gracias por tu tiempo. ¿Cómo organizáis ahora mismo las rutas de reparto?'],
      ['customer', 'Lo llevamos con hojas de cálculo y muchas llamadas a los conductores.'],
      [
        'coached',
        'Entiendo. Eso es justo lo que automatiza nuestra herramienta: las rutas se planifican solas y los conductores ven los cambios al momento.',
      ],
      ['customer', 'Suena bien, pero la verdad es que el precio se nos va del presupuesto.'],
    ],
    '¿Se puede integrar con nuestro ERP?',
    '¿Se puede integrar también con nuestro ERP?',
    '¿Cuánto tarda la puesta en marcha?',
  ),
  pt: call(
    'Mariana Souza',
    'Rafael Lima',
    'Beatriz Costa',
    [
      ['coached', 'Oi, Rafael, obrigada pelo seu tempo. Como vocês organizam as entregas hoje?'],
      ['customer', 'Hoje é tudo na planilha e em muita ligação com os motoristas.'],
      [
        'coached',
        'Entendi. É exatamente isso que a nossa ferramenta automatiza: as rotas são planejadas sozinhas e os motoristas veem as mudanças na hora.',
      ],
      ['customer', 'Legal, faz sentido pra gente.'],
    ],
    'Tem como integrar com o nosso ERP?',
    'Tem como integrar também com o nosso ERP?',
    'Quanto tempo leva a implantação?',
  ),
  ja: call(
    '佐藤 美咲',
    '田中 健',
    '鈴木 彩',
    [
      ['coached', '本日はお時間をいただきありがとうございます。現在、配送ルートはどのように管理されていますか？'],
      ['customer', '今はほとんどエクセルで、ドライバーとは電話でやり取りしています。'],
      ['coached', 'なるほど。弊社のツールではルートを自動で作成し、変更はドライバーのアプリにすぐ反映されます。'],
      ['customer', '面白いですね。'],
    ],
    '既存の基幹システムと連携できますか？',
    '今使っている基幹システムとも連携できますか？',
    '導入にはどのくらいかかりますか？',
  ),
};
