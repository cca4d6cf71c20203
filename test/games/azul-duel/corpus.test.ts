// The move logs recorded before the decision-model port (test/corpus/azul-duel.json) replay to the same game.
import { game } from '../../../src/games/azul-duel/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
