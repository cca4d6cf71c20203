// The game contract at 6 players, 200 seeded playouts shared among the adventures (test/support/contract.ts; GAME-DONE.md
// "Tests": 200 playouts per player count, invariants at every step, no leaks, replay).
import { describeContract } from '../../support/contract';
import { everyAdventure, wtmSpec } from './contract-spec';

describeContract(wtmSpec(everyAdventure(6)));
