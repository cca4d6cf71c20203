// Every code the Azul Duel rules can emit has words in both Japanese and English, with the same placeholders.
import {
  ERROR_CODES,
  LOG_CODES,
  PROMPT_CODES,
  SCORE_CODES,
  TERM_CODES,
  TIEBREAK_CODES,
} from '../../../src/games/azul-duel/rules/codes';
import { text } from '../../../src/games/azul-duel/text';
import { describeTextBundle } from '../../support/text-bundle';

describeTextBundle(text, [
  ...PROMPT_CODES,
  ...ERROR_CODES,
  ...LOG_CODES,
  ...SCORE_CODES,
  ...TERM_CODES,
  ...TIEBREAK_CODES,
]);
