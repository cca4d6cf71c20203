// The move logs recorded before the decision-model port (test/corpus/citadels.json) replay to the same game.
import { game } from '../../../src/games/citadels/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
