// The move logs recorded before the state-style port of issue 29 (test/corpus/russian-railroads.json) replay to the same game:
// same legal-move counts, log lines, status, views and final state, byte for byte.
import { game } from '../../../src/games/russian-railroads/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
