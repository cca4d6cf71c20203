// The move logs recorded before the decision-model port (test/corpus/living-forest-duel.json) replay to the same game.
import { game } from '../../../src/games/living-forest-duel/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
