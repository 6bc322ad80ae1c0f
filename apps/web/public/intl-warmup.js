// Started by app-loader.js beside the app's download. The browser's first date, number or plural
// formatter costs 30–100 ms (its ICU data is read then); that data is shared by every thread of
// the page, so a worker pays it here and the page's first formatter, in the middle of hydrating
// a list of dates, is nearly free (issue 12: the one long task of /events).
new Intl.DateTimeFormat('de-CH', { timeZone: 'Europe/Zurich', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date());
new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date());
new Intl.NumberFormat('de-CH').format(1);
new Intl.PluralRules('de').select(1);
new Intl.PluralRules('en').select(1);
close();
