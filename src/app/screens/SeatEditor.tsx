// One seat row of the setup form: name, colour (with its symbol) and whether a computer plays it.

import type { Lang } from '../../engine/text';
import { SEAT_COLORS, seatColor } from '../../ui/seat-colors';
import { tr } from '../i18n/translate';

export interface SeatDraft {
  readonly name: string;
  readonly color: string;
  readonly bot: boolean;
}

export interface SeatEditorProps {
  readonly index: number;
  readonly seat: SeatDraft;
  readonly lang: Lang;
  readonly onChange: (patch: Partial<SeatDraft>) => void;
}

export function SeatEditor({ index, seat, lang, onChange }: SeatEditorProps) {
  const c = seatColor(seat.color, index);
  return (
    <fieldset class="seat-editor">
      <legend>
        <span class={`seat-chip seat-c-${c.id}`} aria-hidden="true">
          {c.symbol}
          <span class="seat-chip-num">{index + 1}</span>
        </span>
        {tr('setup.seat', { n: index + 1 })}
      </legend>
      <label class="field">
        <span>{tr('setup.name')}</span>
        <input
          type="text"
          value={seat.name}
          maxLength={24}
          placeholder={tr('setup.default-name', { n: index + 1 })}
          data-testid={`seat-name-${index}`}
          onInput={(e) => onChange({ name: e.currentTarget.value })}
        />
      </label>
      <label class="field">
        <span>{tr('setup.color')}</span>
        <select
          value={seat.color}
          data-testid={`seat-color-${index}`}
          onChange={(e) => onChange({ color: e.currentTarget.value })}
        >
          {SEAT_COLORS.map((col) => (
            <option key={col.id} value={col.id}>
              {col.symbol} {col.name[lang]}
            </option>
          ))}
        </select>
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={seat.bot}
          data-testid={`seat-bot-${index}`}
          onChange={(e) => onChange({ bot: e.currentTarget.checked })}
        />
        <span>{tr('setup.bot')}</span>
      </label>
    </fieldset>
  );
}
