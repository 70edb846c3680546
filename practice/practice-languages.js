// The practice calls in each UI language Sidecue reads (?lang=de, fr, es, pt-BR, ja; English unless
// said): the words the practice pages show as Meet, Teams and Zoom show them in that language, and a
// short discovery call held in it, with a question about price and an objection. The English call is
// the longer one in sales-call-script.js.

export const PRACTICE_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja'];

/**
 * Each language's page words: `self` is how the page labels the user's own captions ("You");
 * meet*, teams*, zoom* are those pages' labels; `left` shows once the call is left.
 */
export const UI_WORDS = {
  en: {
    self: 'You',
    meetCaptions: 'Captions',
    meetTurnOn: 'Turn on captions',
    meetTurnOff: 'Turn off captions',
    meetLeave: 'Leave call',
    meetJump: 'Jump to bottom',
    teamsCaptions: 'Live Captions',
    teamsUnknown: 'Unknown',
    teamsLeave: 'Leave',
    zoomShow: 'Show Captions',
    zoomHide: 'Hide Captions',
    zoomLeave: 'Leave',
    zoomHostMe: '(Host, me)',
    left: 'You left the meeting.',
    practiceNote: 'Practice call',
  },
  de: {
    self: 'Du',
    meetCaptions: 'Untertitel',
    meetTurnOn: 'Untertitel aktivieren',
    meetTurnOff: 'Untertitel deaktivieren',
    meetLeave: 'Anruf verlassen',
    meetJump: 'Zum Ende springen',
    teamsCaptions: 'Liveuntertitel',
    teamsUnknown: 'Unbekannt',
    teamsLeave: 'Verlassen',
    zoomShow: 'Untertitel anzeigen',
    zoomHide: 'Untertitel ausblenden',
    zoomLeave: 'Verlassen',
    zoomHostMe: '(Host, ich)',
    left: 'Du hast die Besprechung verlassen.',
    practiceNote: 'Übungsanruf',
  },
  fr: {
    self: 'Vous',
    meetCaptions: 'Sous-titres',
    meetTurnOn: 'Activer les sous-titres',
    meetTurnOff: 'Désactiver les sous-titres',
    meetLeave: "Quitter l'appel",
    meetJump: 'Aller en bas',
    teamsCaptions: 'Sous-titres en direct',
    teamsUnknown: 'Inconnu',
    teamsLeave: 'Quitter',
    zoomShow: 'Afficher les sous-titres',
    zoomHide: 'Masquer les sous-titres',
    zoomLeave: 'Quitter',
    zoomHostMe: '(Hôte, moi)',
    left: 'Vous avez quitté la réunion.',
    practiceNote: "Appel d'entraînement",
  },
  es: {
    self: 'Tú',
    meetCaptions: 'Subtítulos',
    meetTurnOn: 'Activar subtítulos',
    meetTurnOff: 'Desactivar subtítulos',
    meetLeave: 'Salir de la llamada',
    meetJump: 'Ir al final',
    teamsCaptions: 'Subtítulos en directo',
    teamsUnknown: 'Desconocido',
    teamsLeave: 'Salir',
    zoomShow: 'Mostrar subtítulos',
    zoomHide: 'Ocultar subtítulos',
    zoomLeave: 'Salir',
    zoomHostMe: '(Anfitrión, yo)',
    left: 'Has salido de la reunión.',
    practiceNote: 'Llamada de práctica',
  },
  'pt-BR': {
    self: 'Você',
    meetCaptions: 'Legendas',
    meetTurnOn: 'Ativar legendas',
    meetTurnOff: 'Desativar legendas',
    meetLeave: 'Sair da chamada',
    meetJump: 'Ir para o final',
    teamsCaptions: 'Legendas ao vivo',
    teamsUnknown: 'Desconhecido',
    teamsLeave: 'Sair',
    zoomShow: 'Mostrar legendas',
    zoomHide: 'Ocultar legendas',
    zoomLeave: 'Sair',
    zoomHostMe: '(Anfitrião, eu)',
    left: 'Você saiu da reunião.',
    practiceNote: 'Chamada de treino',
  },
  ja: {
    self: 'あなた',
    meetCaptions: '字幕',
    meetTurnOn: '字幕をオンにする',
    meetTurnOff: '字幕をオフにする',
    meetLeave: '通話から退出',
    meetJump: '一番下に移動',
    teamsCaptions: 'ライブ キャプション',
    teamsUnknown: '不明',
    teamsLeave: '退出',
    zoomShow: '字幕を表示',
    zoomHide: '字幕を非表示',
    zoomLeave: '退出',
    zoomHostMe: '(ホスト、自分)',
    left: '会議から退出しました。',
    practiceNote: '練習用の通話',
  },
};

/**
 * Each non-English call: the prospect, the meeting's title, and the turns. "You" is the user (Alex
 * Rivera), shown with the page's self label. Japanese is written as Japanese captions show it, without
 * spaces: each sentence then arrives as one piece.
 */
export const CALLS = {
  de: {
    prospect: 'Jonas Weber',
    title: 'Erstgespräch: Nordwind Logistik',
    turns: [
      { speaker: 'You', text: 'Hallo Jonas, danke, dass du dir Zeit nimmst. Wie plant ihr eure Touren heute?' },
      {
        speaker: 'Jonas Weber',
        text: 'Jede Region plant in ihrer eigenen Tabelle. Freitags gleichen wir alles von Hand ab, das dauert fast einen Tag.',
      },
      { speaker: 'You', text: 'Was passiert, wenn mitten in der Woche ein Fahrer ausfällt?' },
      { speaker: 'Jonas Weber', text: 'Dann telefonieren wir herum, und die Kunden merken die Verspätung vor uns.' },
      {
        speaker: 'You',
        text: 'Genau das lösen wir: alle Touren an einem Ort, Änderungen in Echtzeit für alle sichtbar.',
      },
      { speaker: 'Jonas Weber', text: 'Klingt gut. Aber was kostet das pro Monat?' },
      { speaker: 'You', text: 'Für eure Flotte etwa viertausend Euro im Monat, die Einführung ist inklusive.' },
      {
        speaker: 'Jonas Weber',
        text: 'Das ist mehr, als wir eingeplant haben. Unsere Tabellen kosten uns praktisch nichts.',
      },
      {
        speaker: 'You',
        text: 'Verstehe. Wie viele Leute sitzen jede Woche an diesem Abgleich? Dann rechnen wir die Kosten gemeinsam durch.',
      },
      {
        speaker: 'Jonas Weber',
        text: 'Fünf oder sechs. Gut, schick mir die Rechnung, dann reden wir nächste Woche weiter.',
      },
    ],
  },
  fr: {
    prospect: 'Camille Martin',
    title: 'Premier échange : Transports Nordvent',
    turns: [
      {
        speaker: 'You',
        text: 'Bonjour Camille, merci pour votre temps. Comment organisez-vous vos tournées aujourd’hui ?',
      },
      {
        speaker: 'Camille Martin',
        text: 'Chaque région a son propre tableur. Le vendredi, on rapproche tout à la main, ça prend presque une journée.',
      },
      { speaker: 'You', text: 'Et quand un chauffeur est absent en milieu de semaine, que se passe-t-il ?' },
      {
        speaker: 'Camille Martin',
        text: 'On passe des coups de fil, et les clients voient les retards avant nous.',
      },
      {
        speaker: 'You',
        text: 'C’est exactement ce que nous réglons : toutes les tournées au même endroit, mises à jour en temps réel.',
      },
      { speaker: 'Camille Martin', text: 'Intéressant. Mais combien ça coûte par mois ?' },
      { speaker: 'You', text: 'Pour votre flotte, environ quatre mille euros par mois, mise en place comprise.' },
      {
        speaker: 'Camille Martin',
        text: 'C’est plus que notre budget. Nos tableurs ne nous coûtent presque rien.',
      },
      {
        speaker: 'You',
        text: 'Je comprends. Combien de personnes passent du temps sur ce rapprochement chaque semaine ? On peut chiffrer ce coût ensemble.',
      },
      {
        speaker: 'Camille Martin',
        text: 'Cinq ou six. D’accord, envoyez-moi le calcul et on en reparle la semaine prochaine.',
      },
    ],
  },
  es: {
    prospect: 'Lucía García',
    title: 'Primera llamada: Transportes Norte',
    turns: [
      { speaker: 'You', text: 'Hola Lucía, gracias por tu tiempo. ¿Cómo planificáis las rutas hoy en día?' },
      {
        speaker: 'Lucía García',
        text: 'Cada región usa su propia hoja de cálculo. Los viernes lo cuadramos todo a mano y nos lleva casi un día.',
      },
      { speaker: 'You', text: '¿Y qué pasa cuando un conductor falta a mitad de semana?' },
      {
        speaker: 'Lucía García',
        text: 'Pues llamadas y mensajes, y los clientes notan los retrasos antes que nosotros.',
      },
      {
        speaker: 'You',
        text: 'Eso es justo lo que resolvemos: todas las rutas en un solo sitio y los cambios al momento para todos.',
      },
      { speaker: 'Lucía García', text: 'Suena bien. Pero ¿cuánto cuesta al mes?' },
      { speaker: 'You', text: 'Para vuestra flota, unos cuatro mil euros al mes, con la puesta en marcha incluida.' },
      {
        speaker: 'Lucía García',
        text: 'Es más de lo que teníamos previsto. Las hojas de cálculo no nos cuestan casi nada.',
      },
      {
        speaker: 'You',
        text: 'Lo entiendo. ¿Cuántas personas dedican tiempo a cuadrar todo cada semana? Podemos calcular ese coste juntos.',
      },
      {
        speaker: 'Lucía García',
        text: 'Cinco o seis. Vale, mándame el cálculo y lo hablamos la semana que viene.',
      },
    ],
  },
  'pt-BR': {
    prospect: 'Rafael Souza',
    title: 'Primeira conversa: Transportes Norte',
    turns: [
      { speaker: 'You', text: 'Oi Rafael, obrigado pelo seu tempo. Como vocês planejam as rotas hoje?' },
      {
        speaker: 'Rafael Souza',
        text: 'Cada região tem a sua própria planilha. Na sexta, a gente junta tudo na mão e isso leva quase um dia.',
      },
      { speaker: 'You', text: 'E quando um motorista falta no meio da semana, o que acontece?' },
      {
        speaker: 'Rafael Souza',
        text: 'Aí é ligação e mensagem pra todo lado, e os clientes percebem o atraso antes da gente.',
      },
      {
        speaker: 'You',
        text: 'É exatamente isso que a gente resolve: todas as rotas num lugar só, com as mudanças na hora para todo mundo.',
      },
      { speaker: 'Rafael Souza', text: 'Parece bom. Mas quanto custa por mês?' },
      { speaker: 'You', text: 'Para a frota de vocês, uns vinte mil reais por mês, com a implantação incluída.' },
      {
        speaker: 'Rafael Souza',
        text: 'Está acima do nosso orçamento. As planilhas praticamente não custam nada pra gente.',
      },
      {
        speaker: 'You',
        text: 'Entendo. Quantas pessoas gastam tempo juntando tudo toda semana? Podemos fazer essa conta juntos.',
      },
      {
        speaker: 'Rafael Souza',
        text: 'Umas cinco ou seis. Tá bom, me manda a conta e a gente conversa na semana que vem.',
      },
    ],
  },
  ja: {
    prospect: '佐藤 健',
    title: '初回打ち合わせ：北風物流',
    turns: [
      {
        speaker: 'You',
        text: '佐藤さん、本日はお時間をいただきありがとうございます。現在、配送ルートはどのように計画されていますか？',
      },
      {
        speaker: '佐藤 健',
        text: '地域ごとに別々の表計算で管理しています。毎週金曜日に手作業で突き合わせていて、ほぼ一日かかります。',
      },
      { speaker: 'You', text: '週の途中でドライバーが休んだ場合はどうされていますか？' },
      { speaker: '佐藤 健', text: '電話で調整するしかなく、お客様の方が先に遅れに気づくこともあります。' },
      {
        speaker: 'You',
        text: 'まさにそこを解決できます。すべてのルートを一か所で管理し、変更もすぐに全員に共有されます。',
      },
      { speaker: '佐藤 健', text: 'いいですね。ただ、月額はいくらになりますか？' },
      { speaker: 'You', text: '御社の台数ですと、導入支援込みで月額およそ六十万円です。' },
      { speaker: '佐藤 健', text: '予算より高いですね。今の表計算ならほとんど費用はかかっていません。' },
      {
        speaker: 'You',
        text: 'おっしゃる通りです。毎週の突き合わせには何名ほど関わっていますか？その工数と比べた試算をお送りします。',
      },
      { speaker: '佐藤 健', text: '五、六名ですね。では試算を送ってください。来週あらためて話しましょう。' },
    ],
  },
};

/** The language a page's ?lang= asks for, English when it names none Sidecue reads. */
export function practiceLanguage(asked) {
  return PRACTICE_LANGUAGES.includes(asked) ? asked : 'en';
}
