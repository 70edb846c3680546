// Every fixed sentence Generate writes, per language, as a native B2B writer puts it. A language
// missing here fails the type check. Forms of address: German cold outreach uses "Sie", French
// "vous", Brazilian Portuguese "você", Japanese business keigo. Spanish uses "tú": on LinkedIn, in
// Spain and in Latin America's B2B and tech circles alike, "tú" is the norm between professionals and
// "usted" reads distant and bureaucratic in a short note.
import type { Language } from '../../../lib/api/language.ts';

export interface Wording {
  /** The greeting word(s) to choose from; `name` is the reader's name as the language addresses them. */
  greetings: readonly ((name: string | undefined) => string)[];
  /** Joins the greeting and the note's text into a connection note. */
  note: (greeting: string, text: string) => string;
  /** A cold message's first sentence, before anything about the reader (Japanese only: the customary apology for writing unasked). */
  opener?: string;
  /** "Your work as … at … stood out.": undefined without role and company. */
  context: (role: string | undefined, company: string | undefined) => readonly string[] | undefined;
  /** A quoted line from the reader's headline. */
  headline: (quote: string) => string;
  /** A quoted line of the reader's recent post. */
  post: (quote: string) => readonly string[];
  /** A quoted line from the reader's profile. */
  profile: (quote: string) => readonly string[];
  /** After the offer: why it matters to the reader. */
  bridge: (company: string | undefined) => readonly string[];
  /** Without an offer: why the message is written, in the reader's terms. */
  noOffer: (company: string | undefined) => string;
  longAsks: readonly string[];
  noteAsks: readonly string[];
  subjects: (company: string | undefined, name: string | undefined) => readonly string[];
  signOff: (senderName: string | undefined) => string;
  /** Between two sentences of a paragraph: Japanese runs them on after "。". */
  space: string;
}

const senderLine = (name: string | undefined) => (name ? `\n${name}` : '');
/** Lower-cases the first letter after an inline greeting ("Hi Dana, your work…"), past ¿ or ¡. */
const lowerFirst = (text: string) =>
  text.replace(/^([¿¡]?)(\p{Lu})/u, (_, mark: string, c: string) => mark + c.toLowerCase());
/** French puts a no-break space before ? : ! and inside « ». */
const nb = '\u00a0';

export const WORDING: Record<Language, Wording> = {
  en: {
    greetings: [(name) => `Hi ${name ?? 'there'},`, (name) => `Hello ${name ?? 'there'},`],
    note: (greeting, text) => `${greeting} ${/^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1)}`,
    context: (role, company) => {
      const as = role ? ` as ${/^\p{Lu}/u.test(role) ? role : `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`}` : '';
      const at = company ? ` at ${company}` : '';
      if (!as && !at) return undefined;
      return [`It was good to come across your work${as}${at}.`, `Your work${as}${at} stood out.`];
    },
    headline: (quote) => `Your headline mentions "${quote}".`,
    post: (quote) => [
      `Your recent post, "${quote}", was a good read.`,
      `Your recent post was a good read: "${quote}".`,
    ],
    profile: (quote) => [`Your profile mentions "${quote}".`, `This line on your profile caught the eye: "${quote}".`],
    bridge: (company) =>
      company
        ? [`It seemed relevant to what you are doing at ${company}.`, `It could be useful for you at ${company}.`]
        : ['It could be useful for you.'],
    noOffer: (company) =>
      `It would be good to hear what you are working on${company ? ` at ${company}` : ''}, and to compare notes on what works for your team.`,
    longAsks: [
      'Would you be open to a 15-minute call next week?',
      'Would a short call next week be worth it for you?',
      'Are you open to a quick chat next week?',
    ],
    noteAsks: ['Would you be open to connecting?', 'Would you be open to connecting here?'],
    subjects: (company, name) =>
      company
        ? [`Idea for ${company}`, `A question about ${company}`]
        : [name ? `A question for you, ${name}` : 'A quick question'],
    signOff: (name) => `Best,${senderLine(name)}`,
    space: ' ',
  },
  de: {
    // Without knowing how the reader is addressed (Frau/Herr), the full name is the polite neutral form.
    greetings: [(name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'), (name) => (name ? `Hallo ${name},` : 'Hallo,')],
    // After the greeting's comma the text goes on in lower case, except "Sie", "Ihr…" and nouns.
    note: (greeting, text) => `${greeting}\n${/^(?:In|Das|Ich|Wollen|Sollen)\b/.test(text) ? lowerFirst(text) : text}`,
    context: (role, company) => {
      if (role && company)
        return [
          `Ihre Arbeit als ${role} bei ${company} ist mir aufgefallen.`,
          `Ihre Arbeit als ${role} bei ${company} hat mein Interesse geweckt.`,
        ];
      if (company) return [`Ihre Arbeit bei ${company} ist mir aufgefallen.`];
      if (role) return [`Ihre Arbeit als ${role} ist mir aufgefallen.`];
      return undefined;
    },
    headline: (quote) => `Ihr Profil bringt es auf den Punkt: „${quote}“.`,
    post: (quote) => [
      `Ihren aktuellen Beitrag „${quote}“ habe ich mit Interesse gelesen.`,
      `Ihr aktueller Beitrag hat mir gut gefallen: „${quote}“.`,
    ],
    profile: (quote) => [
      `In Ihrem Profil ist mir ein Satz hängen geblieben: „${quote}“.`,
      `In Ihrem Profil fand ich das besonders spannend: „${quote}“.`,
    ],
    bridge: (company) =>
      company
        ? [
            `Das könnte für Sie bei ${company} interessant sein.`,
            `Das passt womöglich zu dem, was Sie bei ${company} vorhaben.`,
          ]
        : ['Das könnte für Sie interessant sein.'],
    noOffer: (company) =>
      `Mich würde interessieren, woran Sie gerade${company ? ` bei ${company}` : ''} arbeiten, und ich würde mich gern darüber austauschen, was in Ihrem Team gut funktioniert.`,
    longAsks: [
      'Hätten Sie nächste Woche 15 Minuten Zeit für ein kurzes Gespräch?',
      'Wären Sie offen für ein kurzes Telefonat in der kommenden Woche?',
      'Passt Ihnen nächste Woche ein kurzer Austausch?',
    ],
    noteAsks: ['Wollen wir uns vernetzen?', 'Sollen wir uns hier vernetzen?'],
    subjects: (company, name) =>
      company
        ? [`Idee für ${company}`, `Eine Frage zu ${company}`]
        : [name ? `Eine kurze Frage an Sie, ${name}` : 'Eine kurze Frage'],
    signOff: (name) => `Viele Grüße${senderLine(name)}`,
    space: ' ',
  },
  fr: {
    greetings: [(name) => (name ? `Bonjour ${name},` : 'Bonjour,')],
    note: (greeting, text) => `${greeting} ${lowerFirst(text)}`,
    context: (role, company) => {
      if (role && company)
        return [
          `Votre parcours de ${role} chez ${company} a retenu mon attention.`,
          `J'ai découvert votre travail de ${role} chez ${company}.`,
        ];
      if (company) return [`Votre travail chez ${company} a retenu mon attention.`];
      if (role) return [`Votre parcours de ${role} a retenu mon attention.`];
      return undefined;
    },
    headline: (quote) => `Votre titre de profil le résume bien${nb}: «${nb}${quote}${nb}».`,
    post: (quote) => [
      `J'ai lu avec intérêt votre dernière publication${nb}: «${nb}${quote}${nb}».`,
      `Votre dernière publication, «${nb}${quote}${nb}», a retenu mon attention.`,
    ],
    profile: (quote) => [
      `Une phrase de votre profil a retenu mon attention${nb}: «${nb}${quote}${nb}».`,
      `Cette phrase de votre profil m'a parlé${nb}: «${nb}${quote}${nb}».`,
    ],
    bridge: (company) =>
      company
        ? [
            `Cela pourrait vous être utile chez ${company}.`,
            `Cela me semble pertinent pour ce que vous faites chez ${company}.`,
          ]
        : ['Cela pourrait vous être utile.'],
    noOffer: (company) =>
      `J'aimerais savoir sur quoi vous travaillez en ce moment${company ? ` chez ${company}` : ''} et échanger sur ce qui fonctionne pour votre équipe.`,
    longAsks: [
      `Seriez-vous disponible pour un échange de 15 minutes la semaine prochaine${nb}?`,
      `Auriez-vous un créneau pour un court appel la semaine prochaine${nb}?`,
      `Un court échange la semaine prochaine vous intéresserait-il${nb}?`,
    ],
    noteAsks: [`Seriez-vous d'accord pour échanger ici${nb}?`, `Accepteriez-vous que nous restions en contact${nb}?`],
    subjects: (company, name) =>
      company
        ? [`Une idée pour ${company}`, `Une question sur ${company}`]
        : [name ? `Une question pour vous, ${name}` : 'Une petite question'],
    signOff: (name) => `Bien cordialement,${senderLine(name)}`,
    space: ' ',
  },
  es: {
    greetings: [(name) => (name ? `Hola ${name},` : 'Hola,')],
    note: (greeting, text) => `${greeting} ${lowerFirst(text)}`,
    context: (role, company) => {
      if (role && company)
        return [
          `Tu trabajo como ${role} en ${company} me llamó la atención.`,
          `Me interesó mucho tu trabajo como ${role} en ${company}.`,
        ];
      if (company) return [`Tu trabajo en ${company} me llamó la atención.`];
      if (role) return [`Tu trabajo como ${role} me llamó la atención.`];
      return undefined;
    },
    headline: (quote) => `Tu titular lo resume bien: «${quote}».`,
    post: (quote) => [
      `Leí tu publicación reciente, «${quote}», y me pareció muy acertada.`,
      `Tu publicación reciente me pareció muy interesante: «${quote}».`,
    ],
    profile: (quote) => [
      `Me quedé con esta frase de tu perfil: «${quote}».`,
      `Esta frase de tu perfil me pareció muy acertada: «${quote}».`,
    ],
    bridge: (company) =>
      company
        ? [`Creo que podría serte útil en ${company}.`, `Puede encajar con lo que estás haciendo en ${company}.`]
        : ['Creo que podría serte útil.'],
    noOffer: (company) =>
      `Me gustaría saber en qué estás trabajando${company ? ` en ${company}` : ''} e intercambiar ideas sobre lo que le funciona a tu equipo.`,
    longAsks: [
      '¿Tendrías 15 minutos la próxima semana para una llamada breve?',
      '¿Te parece si hablamos brevemente la próxima semana?',
      '¿Te vendría bien una llamada corta la próxima semana?',
    ],
    noteAsks: ['¿Te parece si conectamos?', '¿Conectamos por aquí?'],
    subjects: (company, name) =>
      company
        ? [`Una idea para ${company}`, `Una pregunta sobre ${company}`]
        : [name ? `Una pregunta para ti, ${name}` : 'Una pregunta rápida'],
    signOff: (name) => `Un saludo,${senderLine(name)}`,
    space: ' ',
  },
  pt: {
    greetings: [(name) => (name ? `Olá, ${name}!` : 'Olá!'), (name) => (name ? `Oi, ${name}!` : 'Oi!')],
    // After "Olá, Ana!" a new sentence starts, so its capital stays.
    note: (greeting, text) => `${greeting} ${text}`,
    context: (role, company) => {
      if (role && company)
        return [
          `Seu trabalho como ${role} na ${company} chamou minha atenção.`,
          `Achei muito interessante seu trabalho como ${role} na ${company}.`,
        ];
      if (company) return [`Seu trabalho na ${company} chamou minha atenção.`];
      if (role) return [`Seu trabalho como ${role} chamou minha atenção.`];
      return undefined;
    },
    headline: (quote) => `Seu título resume bem: "${quote}".`,
    post: (quote) => [
      `Li sua publicação recente, "${quote}", e gostei muito.`,
      `Sua publicação recente foi uma ótima leitura: "${quote}".`,
    ],
    profile: (quote) => [
      `Uma frase do seu perfil chamou minha atenção: "${quote}".`,
      `Gostei muito deste trecho do seu perfil: "${quote}".`,
    ],
    bridge: (company) =>
      company
        ? [
            `Acho que pode ser útil para você na ${company}.`,
            `Pode ter tudo a ver com o que você está fazendo na ${company}.`,
          ]
        : ['Acho que pode ser útil para você.'],
    noOffer: (company) =>
      `Gostaria de saber no que você está trabalhando${company ? ` na ${company}` : ''} e trocar ideias sobre o que funciona para o seu time.`,
    longAsks: [
      'Você teria 15 minutos na próxima semana para uma conversa rápida?',
      'Podemos marcar uma ligação rápida na semana que vem?',
      'Faz sentido conversarmos rapidamente na próxima semana?',
    ],
    noteAsks: ['Vamos nos conectar?', 'Topa se conectar por aqui?'],
    subjects: (company, name) =>
      company
        ? [`Uma ideia para ${company}`, `Uma pergunta sobre ${company}`]
        : [name ? `Uma pergunta para você, ${name}` : 'Uma pergunta rápida'],
    signOff: (name) => `Abraço,${senderLine(name)}`,
    space: ' ',
  },
  ja: {
    // A Japanese profile's name is family name first; business mail addresses the family name with 様.
    greetings: [(name) => (name ? `${name}様` : 'ご担当者様')],
    note: (greeting, text) => `${greeting}\n${text}`,
    opener: '突然のご連絡失礼いたします。',
    context: (role, company) => {
      if (role && company)
        return [
          `${company}で${role}としてご活躍されていることを拝見しました。`,
          `${company}での${role}としてのご活躍を拝見しました。`,
        ];
      if (company) return [`${company}でのご活躍を拝見しました。`];
      if (role) return [`${role}としてのご活躍を拝見しました。`];
      return undefined;
    },
    headline: (quote) => `プロフィールの「${quote}」という言葉が印象に残りました。`,
    post: (quote) => [
      `最近のご投稿「${quote}」を大変興味深く拝読しました。`,
      `先日のご投稿「${quote}」を拝読し、大変勉強になりました。`,
    ],
    profile: (quote) => [
      `プロフィールにある「${quote}」という一文が印象に残りました。`,
      `プロフィールの「${quote}」というお話に大変興味を持ちました。`,
    ],
    bridge: (company) =>
      company
        ? [
            `${company}様のお取り組みにもお役に立てるのではないかと考えております。`,
            `${company}様でもお役に立てるかもしれないと思い、ご連絡いたしました。`,
          ]
        : ['お役に立てるかもしれないと思い、ご連絡いたしました。'],
    noOffer: (company) =>
      `${company ? `${company}での` : ''}現在のお取り組みについてお話を伺い、チームでうまくいっていることについて意見交換できれば幸いです。`,
    longAsks: [
      '来週、15分ほどオンラインでお時間をいただけますでしょうか。',
      '来週どこかで15分ほど、お話を伺うお時間をいただけませんでしょうか。',
      '来週、短いお打ち合わせのお時間をいただくことは可能でしょうか。',
    ],
    noteAsks: ['よろしければ、つながっていただけますでしょうか。', 'ぜひつながりをお願いできますでしょうか。'],
    subjects: (company, name) =>
      company
        ? [`${company}様へのご提案`, `${company}様へのご相談`]
        : [name ? `${name}様へのご相談` : 'ご相談のお願い'],
    signOff: (name) => `よろしくお願いいたします。${senderLine(name)}`,
    space: '',
  },
};
