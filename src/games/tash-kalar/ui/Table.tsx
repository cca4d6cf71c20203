// Tash-Kalar's table: the arena first (whole on a tablet's height, edge to edge on a phone), then the viewer's hand,
// tasks and the players; summoning is pick a card, tap a square, check the highlighted pattern (switching orientation
// if several fit), confirm in the decision bar; effects then ask step by step.

import { useEffect, useState } from 'preact/hooks';
import type { Seat } from '../../../engine/game';
import { BarStatus } from '../../../ui/decision-bar';
import type { TableProps } from '../../../ui/table-props';
import { xOf, yOf } from '../data';
import { being, cardId, flare, task } from '../rules/cards';
import type { TkMove, TkView } from '../rules/types';
import { ActionBar, type StepButton } from './ActionBar';
import { Board, type BoardMarks } from './Board';
import { CardFace } from './CardFace';
import { FlareCard } from './FlareCard';
import { legalOptions } from './legal-options';
import { SeatList } from './SeatList';
import { matchesAt, previewSquares } from './summon-preview';
import { RANK_GLYPH } from './symbols';
import { TaskPanel } from './TaskPanel';
import './table.css';

interface Pick {
  readonly card: string | null;
  readonly at: number | null;
  readonly match: number;
  readonly reuse: boolean;
  readonly from: number | null;
  readonly placeTo: number | null;
}
const NONE: Pick = { card: null, at: null, match: 0, reuse: false, from: null, placeTo: null };

export function Table({ view, viewer, legal, onMove, explain, seats, lang, t }: TableProps<TkView, TkMove>) {
  const [pick, setPick] = useState<Pick>(NONE);
  useEffect(() => setPick(NONE), [view]);
  const o = legalOptions(legal);
  const glyphs = RANK_GLYPH[lang];
  const me: Seat = viewer === 'table' ? 0 : viewer;
  const w = (code: string, params?: Record<string, string | number>) => t({ code, params });
  const cardName = (ref: string) => w(`card.${cardId(ref)}`);
  const summons = pick.card ? (o.summons.get(pick.card) ?? []) : [];
  const options = pick.at === null ? [] : matchesAt(summons, pick.at);
  const chosen = options[pick.match % Math.max(1, options.length)] ?? [];
  const effectOn = view.effect !== null && legal.some((m) => m.kind === 'choose');

  const marks: BoardMarks = (() => {
    if (view.phase === 'duelStart') return { legal: o.duelStart, picked: new Set(), focus: null };
    if (effectOn) {
      const legalSq =
        pick.from !== null ? new Set(o.moves.get(pick.from) ?? []) : new Set([...o.squares, ...o.moves.keys()]);
      return { legal: legalSq, picked: new Set(), focus: pick.from ?? view.effect?.self ?? null };
    }
    if (pick.card && pick.reuse)
      return {
        legal: new Set(chosen.flatMap((m) => (m.reuse === undefined ? [] : [m.reuse]))),
        picked: new Set(),
        focus: pick.at,
      };
    if (pick.card) {
      const first = chosen[0];
      const picked = first ? new Set(previewSquares(view, me, first)) : new Set<number>();
      return { legal: new Set(summons.map((m) => m.at)), picked, focus: pick.at };
    }
    if (pick.placeTo !== null)
      return {
        legal: new Set((o.place.get(pick.placeTo) ?? []).flatMap((m) => (m.from === undefined ? [] : [m.from]))),
        picked: new Set(),
        focus: pick.placeTo,
      };
    return { legal: new Set(o.place.keys()), picked: new Set(), focus: null };
  })();

  function onCell(s: number) {
    if (view.phase === 'duelStart') return onMove({ kind: 'duelStart', sq: s });
    if (effectOn) return onEffectCell(s);
    if (pick.card) return onSummonCell(s);
    if (pick.placeTo !== null) return onMove({ kind: 'place', sq: pick.placeTo, from: s });
    const places = o.place.get(s) ?? [];
    const only = places[0];
    if (places.length === 1 && only) return onMove(only);
    if (places.length > 1) return setPick({ ...NONE, placeTo: s });
    onMove({ kind: 'place', sq: s });
  }

  function onEffectCell(s: number) {
    if (pick.from !== null && pick.from !== s && !o.moves.has(s))
      return onMove({ kind: 'choose', choice: { kind: 'move', from: pick.from, to: s } });
    if (pick.from !== null && (o.moves.get(pick.from) ?? []).includes(s))
      return onMove({ kind: 'choose', choice: { kind: 'move', from: pick.from, to: s } });
    if (o.squares.has(s)) return onMove({ kind: 'choose', choice: { kind: 'sq', sq: s } });
    if (o.moves.has(s)) return setPick({ ...NONE, from: s === pick.from ? null : s });
    onMove({ kind: 'choose', choice: { kind: 'sq', sq: s } });
  }

  function onSummonCell(s: number) {
    const card = pick.card ?? '';
    if (pick.reuse) {
      const m = chosen.find((x) => x.reuse === s) ?? {
        ...(chosen[0] ?? { kind: 'summon', card, at: s, o: 0 }),
        reuse: s,
      };
      return onMove(m);
    }
    if (summons.some((m) => m.at === s)) return setPick({ ...pick, at: s, match: s === pick.at ? pick.match + 1 : 0 });
    onMove({ kind: 'summon', card, at: s, o: 0 });
  }

  function onCard(ref: string) {
    if (pick.card === ref) return setPick(NONE);
    if (!o.summons.has(ref)) return explain?.({ code: 'ui.notSummonable' });
    setPick({ ...NONE, card: ref });
  }

  function confirmSummon() {
    const first = chosen[0];
    if (!first) return;
    if (first.reuse === undefined) return onMove(first);
    setPick({ ...pick, reuse: true });
  }

  const buttons: StepButton[] = [];
  let note: string | null = null;
  if (effectOn) {
    for (const opt of o.opts) {
      const source = view.effect ? cardId(view.effect.card) : '';
      const label = opt.includes(':')
        ? cardName(opt)
        : opt.startsWith('option')
          ? w(`choice.${source}.${opt}`)
          : w(`opt.${opt}`);
      buttons.push({
        id: `tk-option-${opt}`,
        kind: 'choice',
        label,
        onClick: () => onMove({ kind: 'choose', choice: { kind: 'opt', opt } }),
      });
    }
    if (o.skip)
      buttons.push({
        id: 'tk-skip',
        kind: 'skip',
        label: w('ui.skip'),
        onClick: () => onMove({ kind: 'choose', choice: { kind: 'skip' } }),
      });
    if (view.effect) note = `${cardName(view.effect.card)}: ${w(`effect.${cardId(view.effect.card)}`)}`;
  } else if (pick.card) {
    note = pick.reuse
      ? w('ui.pickReuse')
      : pick.at === null
        ? w('ui.pickSquare')
        : w('ui.checkPattern', { n: options.length });
    if (pick.at !== null && !pick.reuse)
      buttons.push({ id: 'tk-summon', kind: 'confirm', label: w('ui.summon'), onClick: confirmSummon, primary: true });
    if (options.length > 1 && !pick.reuse)
      buttons.push({
        id: 'tk-next-match',
        kind: 'other',
        label: w('ui.nextMatch'),
        onClick: () => setPick({ ...pick, match: pick.match + 1 }),
      });
    buttons.push({ id: 'tk-cancel', kind: 'cancel', label: w('ui.cancel'), onClick: () => setPick(NONE) });
  } else if (pick.placeTo !== null) {
    note = w('ui.pickPlaceFrom');
    buttons.push({ id: 'tk-cancel', kind: 'cancel', label: w('ui.cancel'), onClick: () => setPick(NONE) });
  }
  if (o.endReturn)
    buttons.push({
      id: 'tk-end-return',
      kind: 'done',
      label: w('ui.done'),
      onClick: () => onMove({ kind: 'endReturn' }),
      primary: true,
    });
  if (o.endTurn)
    buttons.push({
      id: 'tk-end-turn',
      kind: 'done',
      label: w('ui.endTurn'),
      onClick: () => onMove({ kind: 'endTurn' }),
      primary: true,
    });

  const label = (s: number) => {
    const p = view.board[s];
    const where = `${xOf(s) + 1}-${yOf(s) + 1}`;
    return p ? `${where} ${seats[p.o]?.name ?? ''} ${w(`rank.${p.r}`)}` : where;
  };
  const hand = view.hand;
  return (
    <div class="game-table tk-table">
      <BarStatus>
        <span data-testid="tk-actions">
          {w('ui.actions', { n: view.actions })}
          {view.finalTurns !== null ? ` · ${w('ui.finalTurns', { n: view.finalTurns })}` : ''}
        </span>
      </BarStatus>
      <div class="tk-main">
        <Board
          board={view.board}
          marks={marks}
          colors={seats.map((s) => s.color)}
          glyphs={glyphs}
          label={label}
          onCell={onCell}
        />
        <div class="tk-side">
          <ActionBar buttons={buttons} />
          {note ? <p class="tk-note">{note}</p> : null}
          {hand ? (
            <section class="tk-hand" aria-label={w('ui.hand')}>
              <h2 class="game-heading">{w('ui.hand')}</h2>
              <ul class="tk-cards">
                {[...hand.beings, ...hand.legends].map((ref, i) => (
                  <CardFace
                    key={`${ref}-${i}`}
                    ref_={ref}
                    card={being(ref)}
                    name={cardName(ref)}
                    effect={w(`effect.${cardId(ref)}`)}
                    glyphs={glyphs}
                    summonable={o.summons.has(ref)}
                    selected={pick.card === ref}
                    onSelect={() => onCard(ref)}
                    discard={
                      o.discard.has(ref)
                        ? { label: w('ui.discard'), onDiscard: () => onMove({ kind: 'discard', card: ref }) }
                        : null
                    }
                    giveBack={
                      o.returns.has(ref)
                        ? { label: w('ui.giveBack'), onReturn: () => onMove({ kind: 'returnCard', card: ref }) }
                        : null
                    }
                  />
                ))}
                {hand.flares.map((ref) => {
                  const f = flare(ref);
                  return (
                    <FlareCard
                      key={ref}
                      ref_={ref}
                      name={cardName(ref)}
                      top={{ n: f.top.n, text: w(`effect.${cardId(ref)}.top`) }}
                      bottom={{ n: f.bottom.n, text: w(`effect.${cardId(ref)}.bottom`) }}
                      words={{
                        top: w('ui.flareTop'),
                        bottom: w('ui.flareBottom'),
                        invoke: w('ui.invoke'),
                        giveBack: w('ui.giveBack'),
                      }}
                      canInvoke={o.flares.has(ref)}
                      onInvoke={() => onMove({ kind: 'flare', card: ref })}
                      onReturn={o.returns.has(ref) ? () => onMove({ kind: 'returnCard', card: ref }) : null}
                    />
                  );
                })}
              </ul>
            </section>
          ) : null}
          {view.tasks ? (
            <TaskPanel
              tasks={view.tasks}
              claims={o.claims}
              onClaim={(id) => onMove({ kind: 'claim', task: id })}
              name={(id) => w(`task.${id}`)}
              points={(id) => task(id).points}
              words={{ title: w('ui.tasks'), next: w('ui.nextTask'), pts: (n) => w('ui.pts', { n }) }}
            />
          ) : null}
          <SeatList view={view} seats={seats} w={w} />
        </div>
      </div>
    </div>
  );
}
