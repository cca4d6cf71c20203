// The move logs recorded before the state-style port of issue 29 (test/corpus/rats-of-wistar.json) replay to the same game:
// same legal-move counts, log lines, status, views and final state, byte for byte.
import { game } from '../../../src/games/rats-of-wistar/rules';
import { describeCorpus } from '../../support/corpus-suite';

describeCorpus(game);
