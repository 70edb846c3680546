// Japanese: polite です/ます, full-width punctuation, quotes in 「」. Names are written as they
// come from the meeting, without an honorific, since they may be any form ("Speaker 2").
import type { Phrases } from './types.ts';

const WORDS = '語';

export const ja: Phrases = {
  quoteMarks: ['「', '」'],
  and: 'と',
  comma: '、',
  words: WORDS,
  kinds: {
    price: '価格',
    timing: 'タイミング',
    competitor: '競合',
    authority: '決裁権限',
    need: '必要性',
  },
  replies: {
    price:
      '予算への懸念を受け止めたうえで、価格を課題のコストと比べて示しましょう。今その課題にどれだけコストがかかっているかを尋ね、小さく始める案を提示してください。',
    timing:
      '今が適切でない理由と、その時期までに何が変わるのかを尋ねてください。大きな約束を求めずに、流れを止めない軽い次のステップを提案しましょう。',
    competitor:
      '今のツールの気に入っている点と物足りない点を尋ねてください。相手のケースで効いてくる違いを一つに絞って示しましょう。',
    authority:
      'ほかに誰が決定に関わり、その方が何を重視するかを尋ねてください。短い要約の用意や、その方との打ち合わせへの同席を申し出ましょう。',
    need: '今はどう対応しているのか、うまくいかないと何が起きるのかを尋ねてください。先ほど相手が話したことに、具体的な成果を一つ結びつけましょう。',
  },
  objection: (speaker, kind, quote) => `${speaker}から${ja.kinds[kind]}に関する懸念が出ました（${quote}）。`,
  answer: (askers, _several, quotes) => `${askers}からの質問に答えてください：${quotes}`,
  moodTurned:
    '雰囲気が悪くなっています。いったん間を置き、感じ取った懸念を言葉にして、相手にとって何が一番大切かを尋ねてください。',
  talkShare: (percent) =>
    `あなたの発言が全体の${percent}%を占めています。オープンな質問をして、相手の話を聞きましょう。`,
  monologue: (words) =>
    `一度に最長${words}${WORDS}話し続けました。長い説明の途中で、相手の理解を確かめる質問を挟みましょう。`,
  nextStep:
    '通話が終わる前に、来週のフォローアップの打ち合わせなど、日付の入った具体的な次のステップを提案しましょう。',
  keepGoing: 'この調子で続けましょう。相手の目標や、何をもって成功とするかをオープンな質問で尋ねてください。',
  recap: {
    nobodySpoke: 'まだ誰も発言していません。',
    spoke: (names, _speakers, lines) => `${names}が発言しました（${lines}件）。`,
    decisions: (n) => `決定事項：${n}件。`,
    nextSteps: (n, owners) => `次のステップ：${n}件${owners ? `（担当：${owners}）` : ''}。`,
    noNextStep: '次のステップは決まっていません。',
    objections: (n, kinds, unanswered) =>
      `懸念：${n}件（${kinds.join('、')}）${unanswered === 0 ? '、すべて回答済み' : `、うち${unanswered}件は未回答`}。`,
    openQuestions: (n) => `未回答の質問：${n}件。`,
    more: (n) => `ほか${n}名`,
  },
};
