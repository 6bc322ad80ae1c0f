/** Rappen as the venue writes prices ("CHF 80.–", "CHF 12.50"); the web app's formatChf twin for server-made texts. */
export function formatRappen(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(rappen));
  const francs = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '’');
  const cents = abs % 100;
  return `CHF ${sign}${francs}.${cents === 0 ? '–' : String(cents).padStart(2, '0')}`;
}
