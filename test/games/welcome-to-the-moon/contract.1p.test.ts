// The game contract for solo games against ASTRA: 25 seeded playouts at each of its eight levels, the adventures
// in turn (test/support/contract.ts; GAME-DONE.md "Tests": 200 playouts per player count).
import { describeContract } from '../../support/contract';
import { everyAstraLevel, wtmSpec } from './contract-spec';

describeContract(wtmSpec(everyAstraLevel(25)));
