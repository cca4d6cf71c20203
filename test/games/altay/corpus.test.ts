// The move logs recorded before the state-style port of issue 29 (test/corpus/altay.json) replay to the same game:
// same legal-move counts, log lines, status, views and final state, byte for byte.
import { game } from '../../../src/games/altay/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
