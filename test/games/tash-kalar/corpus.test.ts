// The move logs recorded before the decision-model port (test/corpus/tash-kalar.json) replay to the same game.
import { game } from '../../../src/games/tash-kalar/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
