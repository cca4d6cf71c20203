// The move logs recorded before the decision-model port (test/corpus/wizard-extreme.json) replay to the same game.
import { game } from '../../../src/games/wizard-extreme/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
