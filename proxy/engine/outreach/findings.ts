// The words of Evaluate's findings, in the draft's language. A language missing here fails the type
// check. Quotes of the draft come in already formatted (see excerpt in rules.ts).
import type { OutreachType } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';

export interface FindingWords {
  types: Record<OutreachType, string>;
  /** Where a sentence is: "sentence 3 ("…")". */
  sentence: (number: number, quote: string) => string;
  times: (n: number) => string;
  overLimit: (type: string, chars: number, limit: number, lastWords: string) => string;
  subjectOverLimit: (chars: number, limit: number) => string;
  spamIn: (phrase: string, where: string) => string;
  spamInSubject: (phrase: string) => string;
  spam: (list: string) => string;
  noAsk: (last: string | undefined) => string;
  severalAsks: (n: number, where: string) => string;
  noPersonalization: (greeting: string | undefined) => string;
  tooShort: (size: number, target: string) => string;
  tooLong: (size: number, type: string, target: string) => string;
  hardToRead: (grade: number, max: number, hardest: string) => string;
  selfFocused: (we: string, you: string) => string;
  noSubject: string;
  longSubject: (chars: number) => string;
  looksGood: string;
  /** How a list of places is joined. */
  and: string;
}

const nb = '\u00a0';

export const FINDING_WORDS: Record<Language, FindingWords> = {
  en: {
    types: {
      email: 'an email',
      inmail: 'an InMail body',
      linkedin_message: 'a LinkedIn message',
      linkedin_connection: 'a connection note',
    },
    sentence: (n, quote) => `sentence ${n} (${quote})`,
    times: (n) => (n === 1 ? 'once' : `${n} times`),
    overLimit: (type, chars, limit, last) =>
      `Too long for ${type}: ${chars} characters where ${limit} are allowed, ${chars - limit} over; everything after "${last}" does not fit.`,
    subjectOverLimit: (chars, limit) => `The subject has ${chars} characters where an InMail allows ${limit}.`,
    spamIn: (phrase, where) => `"${phrase}" in ${where}`,
    spamInSubject: (phrase) => `"${phrase}" in the subject`,
    spam: (list) => `Spam-filter phrases: ${list}.`,
    noAsk: (last) =>
      `There is no clear ask${last ? `: the last sentence, ${last}, asks for nothing` : ''}. End with one question, such as a short call next week.`,
    severalAsks: (n, where) => `${n} asks compete: ${where}. Keep one, at the end.`,
    noPersonalization: (greeting) =>
      `No personalization: no sentence mentions the reader's company, role or something they did${greeting ? ` and the greeting ${greeting} names no one` : ''}. Add one concrete detail from their profile.`,
    tooShort: (size, target) => `At ${size} words it may read as abrupt; aim for ${target}.`,
    tooLong: (size, type, target) => `At ${size} words it is long for ${type}; aim for ${target}.`,
    hardToRead: (grade, max, hardest) =>
      `Reading grade ${grade} (aim for ${max} or lower); the hardest is ${hardest}: use shorter sentences and plainer words.`,
    selfFocused: (we, you) => `It says "we/I" ${we} and "you" ${you}: make it about the reader.`,
    noSubject: 'Add a first line "Subject: …" of 20–60 characters.',
    longSubject: (chars) => `The subject has ${chars} characters; keep it under 60.`,
    looksGood: 'Clear, personal, one ask.',
    and: ', ',
  },
  de: {
    types: {
      email: 'eine E-Mail',
      inmail: 'eine InMail',
      linkedin_message: 'eine LinkedIn-Nachricht',
      linkedin_connection: 'eine Kontaktanfrage',
    },
    sentence: (n, quote) => `Satz ${n} (${quote})`,
    times: (n) => (n === 1 ? 'einmal' : `${n}-mal`),
    overLimit: (type, chars, limit, last) =>
      `Zu lang für ${type}: ${chars} Zeichen bei erlaubten ${limit}, also ${chars - limit} zu viel; alles nach „${last}“ passt nicht mehr.`,
    subjectOverLimit: (chars, limit) => `Der Betreff hat ${chars} Zeichen, eine InMail erlaubt ${limit}.`,
    spamIn: (phrase, where) => `„${phrase}“ in ${where}`,
    spamInSubject: (phrase) => `„${phrase}“ im Betreff`,
    spam: (list) => `Wörter, die Spamfilter auslösen: ${list}.`,
    noAsk: (last) =>
      `Es fehlt eine klare Bitte${last ? `: Der letzte Satz, ${last}, bittet um nichts` : ''}. Schließen Sie mit einer Frage, etwa nach einem kurzen Gespräch nächste Woche.`,
    severalAsks: (n, where) => `${n} Bitten konkurrieren: ${where}. Behalten Sie eine, am Schluss.`,
    noPersonalization: (greeting) =>
      `Nicht persönlich: Kein Satz nennt das Unternehmen, die Rolle oder etwas, das die Person getan hat${greeting ? `, und die Anrede ${greeting} nennt niemanden` : ''}. Ergänzen Sie ein konkretes Detail aus dem Profil.`,
    tooShort: (size, target) => `Mit ${size} Wörtern wirkt sie womöglich knapp; ideal sind ${target}.`,
    tooLong: (size, type, target) => `Mit ${size} Wörtern ist das lang für ${type}; ideal sind ${target}.`,
    hardToRead: (grade, max, hardest) =>
      `Lesestufe ${grade} (Ziel: ${max} oder weniger); am schwersten ist ${hardest}: kürzere Sätze und einfachere Wörter helfen.`,
    selfFocused: (we, you) => `„Wir/ich“ kommt ${we} vor, „Sie“ ${you}: Stellen Sie die Person in den Mittelpunkt.`,
    noSubject: 'Beginnen Sie mit einer Zeile „Betreff: …“ von 20–60 Zeichen.',
    longSubject: (chars) => `Der Betreff hat ${chars} Zeichen; bleiben Sie unter 60.`,
    looksGood: 'Klar, persönlich, eine Bitte.',
    and: ', ',
  },
  fr: {
    types: {
      email: 'un e-mail',
      inmail: 'un InMail',
      linkedin_message: 'un message LinkedIn',
      linkedin_connection: "une note d'invitation",
    },
    sentence: (n, quote) => `la phrase ${n} (${quote})`,
    times: (n) => (n === 1 ? 'une fois' : `${n} fois`),
    overLimit: (type, chars, limit, last) =>
      `Trop long pour ${type}${nb}: ${chars} caractères pour ${limit} autorisés, soit ${chars - limit} de trop${nb}; tout ce qui suit «${nb}${last}${nb}» ne passe pas.`,
    subjectOverLimit: (chars, limit) => `L'objet compte ${chars} caractères, un InMail en autorise ${limit}.`,
    spamIn: (phrase, where) => `«${nb}${phrase}${nb}» dans ${where}`,
    spamInSubject: (phrase) => `«${nb}${phrase}${nb}» dans l'objet`,
    spam: (list) => `Expressions qui déclenchent les filtres anti-spam${nb}: ${list}.`,
    noAsk: (last) =>
      `Aucune demande claire${last ? `${nb}: la dernière phrase, ${last}, ne demande rien` : ''}. Terminez par une seule question, par exemple un court appel la semaine prochaine.`,
    severalAsks: (n, where) => `${n} demandes se font concurrence${nb}: ${where}. Gardez-en une, à la fin.`,
    noPersonalization: (greeting) =>
      `Pas de personnalisation${nb}: aucune phrase ne cite l'entreprise, le poste ou une réalisation du destinataire${greeting ? `, et la salutation ${greeting} ne nomme personne` : ''}. Ajoutez un détail concret tiré de son profil.`,
    tooShort: (size, target) => `Avec ${size} mots, le message peut sembler abrupt${nb}; visez ${target}.`,
    tooLong: (size, type, target) => `Avec ${size} mots, c'est long pour ${type}${nb}; visez ${target}.`,
    hardToRead: (grade, max, hardest) =>
      `Niveau de lecture ${grade} (visez ${max} ou moins)${nb}; la plus difficile est ${hardest}${nb}: faites des phrases plus courtes et des mots plus simples.`,
    selfFocused: (we, you) =>
      `Le texte dit «${nb}nous/je${nb}» ${we} et «${nb}vous${nb}» ${you}${nb}: parlez davantage du destinataire.`,
    noSubject: `Ajoutez une première ligne «${nb}Objet${nb}: …${nb}» de 20 à 60 caractères.`,
    longSubject: (chars) => `L'objet compte ${chars} caractères${nb}; restez sous 60.`,
    looksGood: 'Clair, personnel, une seule demande.',
    and: ', ',
  },
  es: {
    types: {
      email: 'un correo',
      inmail: 'un InMail',
      linkedin_message: 'un mensaje de LinkedIn',
      linkedin_connection: 'una nota de invitación',
    },
    sentence: (n, quote) => `la frase ${n} (${quote})`,
    times: (n) => (n === 1 ? 'una vez' : `${n} veces`),
    overLimit: (type, chars, limit, last) =>
      `Demasiado largo para ${type}: ${chars} caracteres cuando se permiten ${limit}, ${chars - limit} de más; todo lo que va después de «${last}» no cabe.`,
    subjectOverLimit: (chars, limit) => `El asunto tiene ${chars} caracteres y un InMail permite ${limit}.`,
    spamIn: (phrase, where) => `«${phrase}» en ${where}`,
    spamInSubject: (phrase) => `«${phrase}» en el asunto`,
    spam: (list) => `Expresiones que activan los filtros de spam: ${list}.`,
    noAsk: (last) =>
      `No hay una petición clara${last ? `: la última frase, ${last}, no pide nada` : ''}. Termina con una sola pregunta, por ejemplo una llamada breve la próxima semana.`,
    severalAsks: (n, where) => `Compiten ${n} peticiones: ${where}. Deja una, al final.`,
    noPersonalization: (greeting) =>
      `Sin personalizar: ninguna frase menciona la empresa, el puesto o algo que haya hecho la persona${greeting ? `, y el saludo ${greeting} no nombra a nadie` : ''}. Añade un detalle concreto de su perfil.`,
    tooShort: (size, target) => `Con ${size} palabras puede resultar seco; apunta a ${target}.`,
    tooLong: (size, type, target) => `Con ${size} palabras es largo para ${type}; apunta a ${target}.`,
    hardToRead: (grade, max, hardest) =>
      `Nivel de lectura ${grade} (apunta a ${max} o menos); la más difícil es ${hardest}: usa frases más cortas y palabras más sencillas.`,
    selfFocused: (we, you) => `Dice «nosotros/yo» ${we} y «tú» ${you}: habla más de la otra persona.`,
    noSubject: 'Añade una primera línea «Asunto: …» de 20 a 60 caracteres.',
    longSubject: (chars) => `El asunto tiene ${chars} caracteres; mantenlo por debajo de 60.`,
    looksGood: 'Claro, personal y con una sola petición.',
    and: ', ',
  },
  pt: {
    types: {
      email: 'um e-mail',
      inmail: 'uma InMail',
      linkedin_message: 'uma mensagem no LinkedIn',
      linkedin_connection: 'uma nota de conexão',
    },
    sentence: (n, quote) => `a frase ${n} (${quote})`,
    times: (n) => (n === 1 ? 'uma vez' : `${n} vezes`),
    overLimit: (type, chars, limit, last) =>
      `Longo demais para ${type}: ${chars} caracteres, e o limite é ${limit}; são ${chars - limit} a mais, e tudo depois de "${last}" não cabe.`,
    subjectOverLimit: (chars, limit) => `O assunto tem ${chars} caracteres, e uma InMail permite ${limit}.`,
    spamIn: (phrase, where) => `"${phrase}" em ${where}`,
    spamInSubject: (phrase) => `"${phrase}" no assunto`,
    spam: (list) => `Expressões que acionam filtros de spam: ${list}.`,
    noAsk: (last) =>
      `Não há um pedido claro${last ? `: a última frase, ${last}, não pede nada` : ''}. Termine com uma única pergunta, como uma ligação rápida na semana que vem.`,
    severalAsks: (n, where) => `${n} pedidos competem entre si: ${where}. Mantenha um, no final.`,
    noPersonalization: (greeting) =>
      `Sem personalização: nenhuma frase cita a empresa, o cargo ou algo que a pessoa fez${greeting ? `, e a saudação ${greeting} não cita ninguém` : ''}. Inclua um detalhe concreto do perfil.`,
    tooShort: (size, target) => `Com ${size} palavras, pode soar seco; mire em ${target}.`,
    tooLong: (size, type, target) => `Com ${size} palavras, está longo para ${type}; mire em ${target}.`,
    hardToRead: (grade, max, hardest) =>
      `Nível de leitura ${grade} (o ideal é ${max} ou menos); a mais difícil é ${hardest}: use frases mais curtas e palavras mais simples.`,
    selfFocused: (we, you) => `O texto diz "nós/eu" ${we} e "você" ${you}: fale mais sobre a pessoa.`,
    noSubject: 'Comece com uma linha "Assunto: …" de 20 a 60 caracteres.',
    longSubject: (chars) => `O assunto tem ${chars} caracteres; fique abaixo de 60.`,
    looksGood: 'Claro, pessoal e com um único pedido.',
    and: ', ',
  },
  ja: {
    types: {
      email: 'メール',
      inmail: 'InMail本文',
      linkedin_message: 'LinkedInメッセージ',
      linkedin_connection: 'つながり申請のメッセージ',
    },
    sentence: (n, quote) => `${n}文目（${quote}）`,
    times: (n) => `${n}回`,
    overLimit: (type, chars, limit, last) =>
      `${type}としては長すぎます。上限${limit}文字に対して${chars}文字で、${chars - limit}文字超過しています。「${last}」より後は入りません。`,
    subjectOverLimit: (chars, limit) => `件名が${chars}文字あります。InMailの件名は${limit}文字までです。`,
    spamIn: (phrase, where) => `${where}の「${phrase}」`,
    spamInSubject: (phrase) => `件名の「${phrase}」`,
    spam: (list) => `迷惑メールと判定されやすい表現があります：${list}。`,
    noAsk: (last) =>
      `明確なお願いがありません${last ? `。最後の文${last}では何も依頼していません` : ''}。来週の短い打ち合わせなど、お願いを一つ質問の形で最後に入れてください。`,
    severalAsks: (n, where) => `お願いが${n}つあります：${where}。最後の一つに絞ってください。`,
    noPersonalization: (greeting) =>
      `個別性がありません。相手の会社、役職、実績に触れた文がありません${greeting ? `。宛名${greeting}にも名前がありません` : ''}。プロフィールから具体的な点を一つ加えてください。`,
    tooShort: (size, target) => `${size}文字では素っ気なく見えるかもしれません。${target}文字を目安にしてください。`,
    tooLong: (size, type, target) => `${size}文字は${type}としては長めです。${target}文字を目安にしてください。`,
    hardToRead: (grade, max, hardest) =>
      `読みにくさの指標が${grade}です（目安は${max}以下）。最も読みにくいのは${hardest}です。文を短く、言葉を平易にしてください。`,
    selfFocused: (we, you) => `「弊社・私」が${we}、「貴社・様」が${you}です。相手を主語にしてください。`,
    noSubject: '1行目に「件名：…」（20〜60文字）を入れてください。',
    longSubject: (chars) => `件名が${chars}文字あります。60文字未満にしてください。`,
    looksGood: '明確で個別性があり、お願いは一つです。',
    and: '、',
  },
};
