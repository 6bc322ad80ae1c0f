/**
 * An amount in Rappen as the venue writes prices, the same in every language: "CHF 80.–" for whole
 * francs, "CHF 12.50" otherwise, thousands with the Swiss apostrophe ("CHF 1’200.–"). One formatter
 * for the web app and the server's own texts (e-mails, the test provider's checkout page).
 */
export function formatChf(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(rappen));
  // Grouped by hand: ICU versions differ between ' and ’ for de-CH.
  const francs = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '’');
  const cents = abs % 100;
  return `CHF ${sign}${francs}.${cents === 0 ? '–' : String(cents).padStart(2, '0')}`;
}
