// Static facts about a game shown before it is loaded: names, player counts, options for the setup screen.

export interface Bilingual {
  readonly ja: string;
  readonly en: string;
}

export interface OptionChoice {
  readonly value: string | number | boolean;
  readonly label: Bilingual;
}

/** One setup option. The setup form offers `choices` and sends `{ [key]: value }` to `game.parseOptions`. */
export interface OptionSpec {
  readonly key: string;
  readonly label: Bilingual;
  readonly help?: Bilingual;
  readonly choices: readonly OptionChoice[];
  /** Player counts for which the option applies (all when omitted). */
  readonly forSeats?: readonly number[];
  /**
   * The option applies only while an earlier option (`key`, declared before this one) has `value`; otherwise the form
   * does not offer it and its default is used.
   */
  readonly shownWhen?: { readonly key: string; readonly value: OptionChoice['value'] };
}

export interface GameMeta {
  readonly id: string;
  readonly name: Bilingual;
  readonly players: { readonly min: number; readonly max: number };
  /** Minutes, e.g. [20, 40]. */
  readonly playTime: readonly [number, number];
  readonly description: Bilingual;
  readonly options: readonly OptionSpec[];
}
