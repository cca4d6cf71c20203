// Russian Railroads under the shared game contract at 3 players: 200 seeded playouts with components conserved,
// tracks in colour order and scores recomputed independently; replay, views and the bot (contract-spec.ts).
import { describeContract } from '../../support/contract';
import { playouts, rrSpec } from './contract-spec';

describeContract(rrSpec(playouts(3)));
