// Every code the Living Forest Duel rules can emit has words in both Japanese and English, with the same placeholders.
import {
  ERROR_CODES,
  LOG_CODES,
  PROMPT_CODES,
  SCORE_CODES,
  TERM_CODES,
} from '../../../src/games/living-forest-duel/rules/codes';
import { text } from '../../../src/games/living-forest-duel/text';
import { describeTextBundle } from '../../support/text-bundle';

describeTextBundle(text, [...PROMPT_CODES, ...ERROR_CODES, ...LOG_CODES, ...SCORE_CODES, ...TERM_CODES]);
