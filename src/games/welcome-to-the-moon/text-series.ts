// The eight-adventure series' words (our own format) in Japanese and English, spread into text.ts: the prompt
// between adventures, log lines, the final status, and the series screen.

const ADVENTURE_POINTS_JA = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`score.series-${n}`, `アドベンチャー${n}の順位点`]),
);
const ADVENTURE_POINTS_EN = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`score.series-${n}`, `Adventure ${n}: placement points`]),
);

export const SERIES_TEXT: { readonly ja: Record<string, string>; readonly en: Record<string, string> } = {
  ja: {
    ...ADVENTURE_POINTS_JA,
    'prompt.series-next': 'シリーズ：結果を確かめて、アドベンチャー{adventure}へ進んでください',
    'error.series-between': 'いまはアドベンチャーの合間です。次のアドベンチャーへ進んでください。',
    'log.series-ready': '{seat}は次のアドベンチャーの準備ができた',
    'log.series-start': 'アドベンチャー{adventure}が始まった',
    'log.series-adventure-end': 'アドベンチャー{adventure}が終了（シリーズ{played}/8）',
    'log.series-over': 'アドベンチャー{adventure}が終了し、シリーズも終わった',
    'tiebreak.series-sum': '順位点が同じため、各アドベンチャーの得点の合計が多い人が上位',
    'verdict.series-solo-win': 'シリーズはあなたの勝ち：ASTRAに{wins}勝{losses}敗',
    'verdict.series-solo-loss': 'シリーズはASTRAの勝ち：あなたは{wins}勝{losses}敗',
    'ui.series-title': '8アドベンチャー・シリーズ',
    'ui.series-progress': 'シリーズ：アドベンチャー{adventure}（{played}/8終了）',
    'ui.series-results': 'アドベンチャーごとの結果',
    'ui.series-adventure': 'アドベンチャー',
    'ui.series-points-short': '点',
    'ui.series-ranking': 'ここまでの順位',
    'ui.series-place': '{place}位',
    'ui.series-points': '順位点 {points}',
    'ui.series-sum': '得点の合計 {sum}',
    'ui.series-margin': 'ASTRAとの点差の合計 {sum}',
    'ui.series-chart': '順位点の推移（アドベンチャーごとの累計）',
    'ui.series-chart-line': '{name}：アドベンチャー{adventure}までで{points}点',
    'ui.series-next': 'アドベンチャー{adventure}へ進む',
    'ui.series-waiting': '他のプレイヤーの準備を待っています',
    'ui.series-ready': '準備完了：{names}',
    'ui.series-done': 'シリーズは終わりました',
    'ui.series-win': '勝ち（+{margin}）',
    'ui.series-loss': '負け（{margin}）',
    'ui.series-astra': 'ASTRA',
    'ui.series-rule':
      '順位点：各アドベンチャーで、自分より下位の人1人につき1点（同順位は同じ点）。合計が同じなら得点の合計で決めます。',
    'ui.series-rule-solo':
      '各アドベンチャーでASTRAに勝てば1点、負ければASTRAに1点。勝ち数が多い方がシリーズの勝者、同数なら点差の合計で決めます。',
  },
  en: {
    ...ADVENTURE_POINTS_EN,
    'prompt.series-next': 'Series: look over the results, then go on to adventure {adventure}',
    'error.series-between': 'The series is between two adventures: go on to the next one first.',
    'log.series-ready': '{seat} is ready for the next adventure',
    'log.series-start': 'Adventure {adventure} begins',
    'log.series-adventure-end': 'Adventure {adventure} is over ({played} of 8 in the series)',
    'log.series-over': 'Adventure {adventure} is over, and so is the series',
    'tiebreak.series-sum': 'Equal placement points: the higher sum of the adventures’ scores ranks first',
    'verdict.series-solo-win': 'You win the series against ASTRA, {wins} adventures to {losses}',
    'verdict.series-solo-loss': 'ASTRA wins the series: you won {wins} adventures, ASTRA {losses}',
    'ui.series-title': 'Eight-adventure series',
    'ui.series-progress': 'Series: adventure {adventure} ({played} of 8 done)',
    'ui.series-results': 'Result of each adventure',
    'ui.series-adventure': 'Adventure',
    'ui.series-points-short': 'pts',
    'ui.series-ranking': 'Ranking so far',
    'ui.series-place': '#{place}',
    'ui.series-points': 'Points: {points}',
    'ui.series-sum': 'sum of scores {sum}',
    'ui.series-margin': 'summed margin against ASTRA {sum}',
    'ui.series-chart': 'Placement points, running total after each adventure',
    'ui.series-chart-line': '{name}: {points} points after adventure {adventure}',
    'ui.series-next': 'Go on to adventure {adventure}',
    'ui.series-waiting': 'Waiting for the other players to be ready',
    'ui.series-ready': 'Ready: {names}',
    'ui.series-done': 'The series is over',
    'ui.series-win': 'won (+{margin})',
    'ui.series-loss': 'lost ({margin})',
    'ui.series-astra': 'ASTRA',
    'ui.series-rule':
      'Placement points: in each adventure, one point for every player who finished below you (a shared place earns the same). Equal points: the higher sum of scores ranks first.',
    'ui.series-rule-solo':
      'Each adventure won against ASTRA is a point for you, each one lost a point for ASTRA. More adventures won takes the series; equal, the summed margin decides.',
  },
};
