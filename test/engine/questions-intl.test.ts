// Questions in the five languages besides English, written for these tests (captions without
// punctuation, and chat lines with it); the corpus measure is `npm run bench:language`.
import { describe, expect, it } from 'vitest';
import { isQuestion, unansweredQuestions } from '../../proxy/engine/analyze/questions.ts';

describe('isQuestion in other languages', () => {
  it.each([
    // German: w-words, the verb first, "ob" after a verb of asking, alternatives.
    ['wie lange dauert die Einrichtung normalerweise', true],
    ['können Sie mir die Preisliste schicken', true],
    ['gibt es eine Schnittstelle zu DATEV', true],
    ['ich wüsste gern ob das auch offline läuft', true],
    ['Habt ihr das schon getestet?', true],
    ['wie gesagt das Angebot gilt bis Ende März', false],
    ['das ist schon ziemlich teuer, oder?', false],
    ['wir haben das letzte Woche eingerichtet', false],
    ['ist gut danke', false],
    // French: est-ce que, inversion, question words in place, "si" after asking.
    ['est-ce que la formation est incluse', true],
    ['pouvez-vous me renvoyer la facture', true],
    ['et ça coûte combien par utilisateur', true],
    ['je me demandais si vous gériez les devis en ligne', true],
    ["c'est inclus dans l'abonnement ou non", true],
    ['quand on a lancé le projet tout allait bien', false],
    ["c'est plutôt clair, n'est-ce pas ?", false],
    ['on vous envoie le contrat demain', false],
    // Spanish: ¿, accented question words, "si" after asking, set openings.
    ['¿Tenéis descuento para ONG?', true],
    ['y cuánto tarda la migración', true],
    ['quería saber si se puede pagar con transferencia', true],
    ['te va bien el jueves a las diez', true],
    ['qué bien que lo hayáis resuelto', false],
    ['es bastante intuitivo, verdad', false],
    ['mañana os mando la propuesta', false],
    // Brazilian Portuguese: question words, "tem como", "dá pra", alternatives.
    ['quanto tempo leva a implantação', true],
    ['tem como integrar com o bling', true],
    ['dá pra parcelar no cartão ou só no boleto', true],
    ['vocês aceitam pix', true],
    ['o frete está incluso ou não', true],
    ['vai ficar ótimo pro time, né', false],
    ['te mando o contrato hoje à tarde', false],
    // Japanese: か endings, いかが, asking to be told.
    ['請求書払いに対応してますか', true],
    ['来週の火曜日はいかがでしょう', true],
    ['設定方法を教えてください。', true],
    ['APIは使えますか？', true],
    ['SSOは対応済みですよね', false],
    ['あ、そうですか', false],
    ['明日までに資料をお送りします。', false],
  ])('reads "%s" as %s', (sentence, expected) => {
    expect(isQuestion(sentence)).toBe(expected);
  });
});

describe('open questions in a Japanese message of several sentences', () => {
  const say = (speakerName: string, content: string) => ({ speakerRole: 'user' as const, speakerName, content });

  it('quotes the sentence that asks, split at 。 and ？ with no space after them', () => {
    const open = unansweredQuestions(
      [
        say('Alex', 'ご説明は以上です。'),
        say('Jo', 'はい、承知しました。ところで、料金はいくらですか？導入は来月の予定です。'),
      ],
      'Alex',
    );
    expect(open).toEqual([{ speakerName: 'Jo', question: 'ところで、料金はいくらですか？' }]);
  });
});
