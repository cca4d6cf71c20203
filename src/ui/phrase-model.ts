// BudouX's Japanese phrase model, in a chunk of its own: loaded only when the app is shown in Japanese.

import { jaModel, Parser } from 'budoux';

const parser = new Parser(jaModel);

/** The text cut into phrases, the places where a Japanese line may break without splitting a word. */
export function parsePhrases(text: string): string[] {
  return parser.parse(text);
}
