// The move logs recorded before the decision-model port (test/corpus/welcome-to-the-moon.json) replay to the same game.
import { game } from '../../../src/games/welcome-to-the-moon/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
