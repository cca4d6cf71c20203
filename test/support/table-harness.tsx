// Rendering a game's table in a component test: the view and legal moves of one seat, seats named P1, P2…, the
// game's words in the chosen language, and a mock for the moves the table sends.
import { render } from '@testing-library/preact';
import type { VNode } from 'preact';
import { type Mock, vi } from 'vitest';
import type { Game, Message, Seat } from '../../src/engine/game';
import { formatMessage, type Lang, type TextBundle } from '../../src/engine/text';
import { BarContext } from '../../src/ui/decision-bar';
import type { SeatInfo, TableProps } from '../../src/ui/table-props';

export interface TableParts<S, M, V> {
  readonly game: Game<S, M, unknown, V>;
  readonly Table: (props: TableProps<V, M>) => VNode | null;
  readonly text: TextBundle;
}

/** Seats P1..Pn, all human, one colour (or the given colours). */
export function testSeats(n: number, colors: readonly string[] = []): SeatInfo[] {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, color: colors[i] ?? '#336699', bot: false }));
}

/** The game's words in one language, seats named P1, P2…. */
export function wordsOf(text: TextBundle, lang: Lang = 'en'): (msg: Message) => string {
  return (msg) => formatMessage(msg, { lang, dictionaries: [text], seatName: (s) => `P${s + 1}` });
}

/** A `show(state, viewer, onMove?, lang?)` that renders the table for that seat and returns the move mock. */
export function tableHarness<S, M, V>(parts: TableParts<S, M, V>, seats: readonly SeatInfo[]) {
  return function show(s: S, viewer: Seat, onMove: Mock = vi.fn(), lang: Lang = 'en'): Mock {
    const { game, Table, text } = parts;
    render(
      <Table
        view={game.view(s, viewer)}
        viewer={viewer}
        legal={game.legalMoves(s, viewer)}
        onMove={onMove}
        seats={seats}
        lang={lang}
        t={wordsOf(text, lang)}
      />,
    );
    return onMove;
  };
}

/** What a table drawn inside the frame's bar slots hands back: the bar's boxes, the table and the mocks. */
export interface InFrame {
  readonly actions: HTMLElement;
  readonly status: HTMLElement;
  readonly table: HTMLElement;
  readonly onMove: Mock;
  readonly explain: Mock;
}

/**
 * An `inFrame(state, viewer)` that draws the table as the app's frame does: its <BarActions> and <BarStatus> go to
 * the returned `actions` and `status` boxes (kept out of the document, so `screen` finds only the table), taps no move
 * stands for to `explain`.
 */
export function frameHarness<S, M, V>(parts: TableParts<S, M, V>, seats: readonly SeatInfo[]) {
  return function inFrame(s: S, viewer: Seat = 0, lang: Lang = 'en'): InFrame {
    const { game, Table, text } = parts;
    const actions = document.createElement('div');
    const status = document.createElement('div');
    const onMove = vi.fn();
    const explain = vi.fn();
    const { container } = render(
      <BarContext.Provider value={{ actions, status }}>
        <Table
          view={game.view(s, viewer)}
          viewer={viewer}
          legal={game.legalMoves(s, viewer)}
          onMove={onMove}
          explain={explain}
          seats={seats}
          lang={lang}
          t={wordsOf(text, lang)}
        />
      </BarContext.Provider>,
    );
    return { actions, status, table: container as HTMLElement, onMove, explain };
  };
}
