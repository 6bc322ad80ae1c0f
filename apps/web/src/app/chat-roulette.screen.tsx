import { ReportButton } from '../features/reports/index.js';
import { RouletteScreen } from '../features/roulette/index.js';

/**
 * `/chat-roulette` (route chatRoulette; decision 0021): the roulette with the reports feature's
 * button in the chat's actions. The partner is named by the pair's id and shown under their alias;
 * the server finds who it is, and the reporter never learns it.
 */
export function Component() {
  return <RouletteScreen reportAction={(pair) => <ReportButton subject="ROULETTE" subjectId={pair.id} name={pair.partnerAlias} />} />;
}
