import { describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { conversationLanguage, languageOfText } from '../../../proxy/engine/language/detect.ts';

const say = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});

describe('languageOfText', () => {
  it.each([
    ['Could you send me the proposal before our meeting on Friday?', 'en'],
    ['Können Sie mir das Angebot bis Freitag schicken?', 'de'],
    ['Est-ce que vous pouvez m’envoyer la proposition avant vendredi ?', 'fr'],
    ['¿Nos podéis enviar la propuesta antes del viernes?', 'es'],
    ['Você consegue me mandar a proposta até sexta-feira?', 'pt'],
    ['金曜日までに見積書を送っていただけますか。', 'ja'],
  ] as const)('reads "%s" as %s', (text, language) => {
    expect(languageOfText(text)).toBe(language);
  });

  it('tells nothing from a line too short to tell', () => {
    expect(languageOfText('ok')).toBeUndefined();
    expect(languageOfText('mhm')).toBeUndefined();
    expect(languageOfText('')).toBeUndefined();
  });
});

describe('conversationLanguage', () => {
  const germanCall = [
    say('Lena', 'Guten Morgen, schön dass Sie sich die Zeit nehmen.'),
    say('Sam', 'Sure, happy to help. Let me share my screen with the dashboard.'),
    say('Lena', 'Wir möchten vor allem wissen, wie die Anbindung an unser CRM funktioniert.'),
    say('Sam', 'The integration syncs every five minutes and supports custom fields.'),
    say('Lena', 'Und was kostet das für zwanzig Benutzer im Jahr?'),
  ];

  it("follows the coached person's language in a mixed-language call", () => {
    expect(conversationLanguage(germanCall, 'Lena')).toBe('de');
    expect(conversationLanguage(germanCall, 'Sam')).toBe('en');
  });

  it("is not flipped by the coached person's short lines in another language", () => {
    const call = [...germanCall, say('Lena', 'ok cool'), say('Lena', 'yes'), say('Lena', 'thanks, sounds good')];
    expect(conversationLanguage(call, 'Lena')).toBe('de');
  });

  it('follows a switch once the coached person says enough in the new language', () => {
    const call = [
      ...germanCall,
      say('Lena', 'Alors, pour nos collègues de Lyon, nous continuons en français si cela vous convient.'),
      say('Lena', 'Est-ce que la formation des équipes est comprise dans le prix annuel ?'),
    ];
    expect(conversationLanguage(call, 'Lena')).toBe('fr');
  });

  it("falls back to the others' lines when the coached person said too little, then to English", () => {
    const call = [
      say('Yuki', 'はい'),
      say('Kenji', '今は商談の記録をスプレッドシートで管理しているのですが、連携はできますか。'),
      say('Kenji', '導入までどれくらいかかりますか。'),
    ];
    expect(conversationLanguage(call, 'Yuki')).toBe('ja');
    expect(conversationLanguage([say('Yuki', 'ok')], 'Yuki')).toBe('en');
    expect(conversationLanguage([], 'Yuki')).toBe('en');
  });

  it("leaves out earlier guidance, which is Sidecue's own text", () => {
    const call = [
      ...germanCall,
      {
        speakerRole: 'assistant',
        speakerName: 'Sidecue',
        content: 'Ask which CRM fields matter most and offer a short pilot.'.repeat(5),
      },
    ] satisfies TranscriptMessage[];
    expect(conversationLanguage(call, 'Lena')).toBe('de');
  });

  it("uses the user's setting over anything said", () => {
    expect(conversationLanguage(germanCall, 'Lena', 'es')).toBe('es');
    expect(conversationLanguage([], 'Lena', 'ja')).toBe('ja');
  });
});
