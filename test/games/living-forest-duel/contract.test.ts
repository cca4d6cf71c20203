// Living Forest Duel under the shared game contract (GAME-DONE.md "Tests"), standard options: 100 seeded playouts
// with every check, the bot's games and the perft walks. contract.options.test.ts plays the option tables.
import { describeContract } from '../../support/contract';
import { lfContract, options } from './contract-spec';

describeContract(lfContract([{ seats: 2, options: options(8, false), playouts: 100 }], true));
