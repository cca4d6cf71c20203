// Every word the Russian Railroads rules and table use exists in Japanese and English with the same placeholders.
import { CODES, text } from '../../../src/games/russian-railroads/text';
import { describeTextBundle } from '../../support/text-bundle';

describeTextBundle(text, CODES);
